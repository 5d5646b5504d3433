import { MSG } from '@school-ops/shared';

/**
 * Extra facts an error carries to the client: a stable `code` the web can translate (the English
 * `message` stays the spec's text), `params` for that translation, and a `Retry-After` in seconds.
 */
export type HttpErrorDetails = {
  code?: string;
  params?: Record<string, string | number>;
  /** Structured facts a screen shows beside the message (e.g. which pickups clash); sent as is. */
  details?: Record<string, unknown>;
  retryAfter?: number;
};

/** An error whose status and message are meant for the client. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string | string[],
    public readonly details: HttpErrorDetails = {},
  ) {
    super(Array.isArray(message) ? message.join('; ') : message);
    this.clientMessage = message;
  }
  readonly clientMessage: string | string[];
  get code(): string | undefined {
    return this.details.code;
  }
  get retryAfter(): number | undefined {
    return this.details.retryAfter;
  }
}

export const badRequest = (message: string | string[], details?: HttpErrorDetails) =>
  new HttpError(400, message, details);
export const forbidden = (message = 'you are not authorized to do this', details?: HttpErrorDetails) =>
  new HttpError(403, message, details);
export const notFound = (message: string = MSG.requestedDataNotFound, details?: HttpErrorDetails) =>
  new HttpError(404, message, details);
export const conflict = (message: string, details?: HttpErrorDetails) => new HttpError(409, message, details);

/** An error whose status and message are meant for the client. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string | string[],
  ) {
    super(Array.isArray(message) ? message.join('; ') : message);
    this.clientMessage = message;
  }
  readonly clientMessage: string | string[];
}

export const badRequest = (message: string | string[]) => new HttpError(400, message);
export const forbidden = (message = 'you are not authorized to do this') => new HttpError(403, message);
export const notFound = (message = 'requested data not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

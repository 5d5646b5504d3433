import { z, type ZodType } from 'zod';

const errorParams = z
  .record(z.string(), z.union([z.string(), z.number()]))
  .describe('The values the message interpolates, by name, for the translation of `code`.');

/** One problem of a message list, with its own code (decision 0029, "Errors with codes"). */
const apiIssue = z.object({
  code: z.string(),
  message: z.string(),
  params: errorParams.optional(),
  path: z.string().optional().describe('Where in the body the problem is (`/links/0/title`), when the schema knows'),
});

/** Every error the API sends (lib/error-handler.ts). */
export const apiError = z.object({
  statusCode: z.number().int(),
  code: z
    .string()
    .describe(
      'A stable code of packages/shared/src/errors/catalog.ts that the web translates; the first issue’s with a list',
    ),
  message: z
    .union([z.string(), z.array(z.string())])
    .describe('The English text of the spec: one message, or a list of every problem of the request'),
  params: errorParams.optional(),
  issues: z
    .array(apiIssue)
    .optional()
    .describe('With a message list: each message with its code and values, in the same order'),
  details: z
    .record(z.string(), z.unknown())
    .optional()
    .describe('Facts a screen shows beside the message (which pickups clash, say)'),
});

/** What each error status means in this API (docs/product.md §8.2). */
export const ERROR_MEANINGS = {
  400: 'The request is not valid: the message says what to fix. Nothing was written.',
  401: 'No token was sent, or the sign-in was refused.',
  403: 'The signed-in person may not do this.',
  404: 'No such record (or one the caller may not see).',
  406: 'The request does not accept the only type this operation sends (the live stream: text/event-stream).',
  409: 'The record changed or is held by someone else, or is still in use.',
  413: 'The upload is too large.',
  415: 'The body is not of a type this operation reads.',
  422: 'The token has expired or is not valid: sign in again.',
  429: 'Too many attempts: wait as long as Retry-After says.',
  500: 'Something went wrong on the server.',
  503: 'The server is busy with other uploads, or its database does not answer: try again after Retry-After.',
} as const;
export type ErrorStatus = keyof typeof ERROR_MEANINGS;

export function errorResponses(statuses: readonly ErrorStatus[]): Record<number, ZodType> {
  return Object.fromEntries(statuses.map((s) => [s, apiError.describe(ERROR_MEANINGS[s])]));
}

/** `{ document }`: one record, the spec's envelope. */
export const one = (record: ZodType, description: string) => z.object({ document: record }).describe(description);
/** `{ documents }`: a list of records. */
export const many = (record: ZodType, description: string) =>
  z.object({ documents: z.array(record) }).describe(description);

/** A stored image, sent as its bytes. */
export const imageBytes = z.string().meta({ format: 'binary' }).describe('The image');
/** A file part of a multipart form. */
export const filePart = z.string().meta({ format: 'binary' });

export interface Operation {
  /** Unique in the API: camelCase verb and noun (`listStudents`). */
  id: string;
  summary: string;
  description?: string;
  /** The success answer. */
  ok: ZodType;
  /** 201 for creations, 204 for no body; 200 otherwise. */
  status?: 200 | 201 | 204;
  /** Other documented answers, e.g. a 201 beside the 200 or a 400 with a report. */
  also?: Record<number, ZodType>;
  /**
   * Errors this operation can answer beyond those its access and schema imply (401, 403, 422,
   * 400, 404 and 500 are added for every route from its config: openapi/document.ts).
   */
  errors?: readonly ErrorStatus[];
  /** A body the route reads itself (multipart form, CSV file), by content type. */
  body?: Record<string, ZodType>;
  /** Content types of a success answer that is not JSON. */
  produces?: readonly string[];
}

/** A route's documentation: spread into its `schema`. */
/** The description of a write a device may send again (idempotency/once.ts, decision 0031). */
export const IDEMPOTENT =
  'May carry an `Idempotency-Key` header (16–100 letters, digits, - or _): a change queued on a device offline is ' +
  'sent with one, and sending it again answers as the first time (header `Idempotent-Replayed: true`) without ' +
  'applying it twice. The same key with another request: 422.';

export function operation(o: Operation) {
  return {
    operationId: o.id,
    summary: o.summary,
    ...(o.description ? { description: o.description } : {}),
    response: { ...errorResponses(o.errors ?? []), [o.status ?? 200]: o.ok, ...o.also } as Record<number, ZodType>,
    ...(o.body ? { documentedBody: o.body } : {}),
    ...(o.produces ? { produces: o.produces } : {}),
  };
}

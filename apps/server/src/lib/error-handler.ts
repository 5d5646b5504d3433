import { MSG } from '@school-ops/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailable, isDatabaseUnavailable } from './database-unavailable.ts';
import { HttpError } from './http-error.ts';
import { NUL_MESSAGE } from './text-input.ts';

/** PostgreSQL's "invalid byte sequence" and "untranslatable character": text it cannot store. */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

function databaseCode(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

function humanise(message: string): string {
  if (/^Invalid input: expected object, received (undefined|null)/.test(message)) {
    return 'request body must be a JSON object';
  }
  return message;
}

/** Every error leaves as { statusCode, message }; a 500 never carries internals. */
export function registerErrorHandler(app: FastifyInstance, report?: (err: unknown) => void) {
  app.setErrorHandler((thrown: FastifyError | HttpError, req, reply) => {
    let err = thrown;
    // A lost connection is the database's state, not a fault of this request: 503, try again.
    if (!(err instanceof HttpError) && isDatabaseUnavailable(err)) {
      req.log.warn('the database is unavailable');
      err = databaseUnavailable();
    }
    if (err instanceof HttpError) {
      const { code, params, details, retryAfter } = err.details;
      if (retryAfter) void reply.header('retry-after', String(retryAfter));
      return reply.code(err.statusCode).send({
        statusCode: err.statusCode,
        ...(code ? { code } : {}),
        message: err.clientMessage,
        ...(params ? { params } : {}),
        ...(details ? { details } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const messages = [...new Set(err.validation.map((v) => humanise(v.message ?? 'invalid input')))];
      return reply.code(400).send({ statusCode: 400, message: messages });
    }
    // A NUL that reached the database another way than a parsed body (a multipart field, say).
    if (UNSTORABLE_TEXT.has(databaseCode(err) ?? ''))
      return reply.code(400).send({ statusCode: 400, message: NUL_MESSAGE });
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message =
        err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'the request is too large'
          : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'unsupported content type'
            : err.code?.startsWith('FST_ERR_CTP')
              ? 'the request body could not be read'
              : err.message;
      return reply.code(status).send({ statusCode: status, message });
    }
    req.log.error({ err }, 'request failed');
    report?.(err);
    return reply.code(500).send({ statusCode: 500, message: MSG.somethingWentWrong });
  });
}

import { codedIssue, codeOf, msg, type CodedMessage, type ErrorCode } from '@school-ops/shared';
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
    return msg('request.bodyNotObject');
  }
  return message;
}

/** The body of an error with its code (decision 0029): one message, or a list with a code per item in `issues`. */
type Issue = Omit<CodedMessage, 'code'> & { code?: string; path?: string };

export function errorBody(statusCode: number, issues: Issue[], list: boolean, details?: Record<string, unknown>) {
  const [first] = issues;
  return {
    statusCode,
    code: first?.code,
    message: list ? issues.map((i) => i.message) : (first?.message ?? ''),
    ...(first?.params && Object.keys(first.params).length > 0 ? { params: first.params } : {}),
    ...(list ? { issues } : {}),
    ...(details ? { details } : {}),
  };
}

/** A message of an HttpError with the code it was given, else the catalog's code for its text (none if unknown). */
function codedMessage(message: string, given?: { code?: string; params?: CodedMessage['params'] }): Issue {
  if (given?.code) return { code: given.code, message, ...(given.params ? { params: given.params } : {}) };
  const found = codeOf(message);
  return found ? { ...found, message } : { message };
}

const fixed = (code: ErrorCode): CodedMessage => ({ code, message: msg(code) });

/** Every error leaves as { statusCode, code, message, params? }; a 500 never carries internals. */
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
      const list = Array.isArray(err.clientMessage);
      const issues = list
        ? (err.clientMessage as string[]).map((m) => codedMessage(m))
        : [codedMessage(err.clientMessage as string, { code, params })];
      return reply.code(err.statusCode).send(errorBody(err.statusCode, issues, list, details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const seen = new Set<string>();
      const issues: Issue[] = [];
      for (const v of err.validation) {
        const message = humanise(v.message ?? msg('request.invalid'));
        if (seen.has(message)) continue;
        seen.add(message);
        const issue = codedIssue({ ...v.params, code: v.keyword, message });
        issues.push({ ...issue, ...(v.instancePath ? { path: v.instancePath } : {}) });
      }
      return reply.code(400).send(errorBody(400, issues, true));
    }
    // A NUL that reached the database another way than a parsed body (a multipart field, say).
    if (UNSTORABLE_TEXT.has(databaseCode(err) ?? ''))
      return reply.code(400).send(errorBody(400, [codedMessage(NUL_MESSAGE)], false));
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      const issue =
        err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? fixed('request.tooLarge')
          : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? fixed('request.unsupportedMediaType')
            : err.code?.startsWith('FST_ERR_CTP')
              ? fixed('request.unreadable')
              : { code: codeOf(err.message)?.code ?? 'request.invalid', message: err.message };
      return reply.code(status).send(errorBody(status, [issue], false));
    }
    req.log.error({ err }, 'request failed');
    report?.(err);
    return reply.code(500).send(errorBody(500, [fixed('server.somethingWentWrong')], false));
  });
}

import { HttpError } from './http-error.ts';

export const DATABASE_UNAVAILABLE_MESSAGE = 'the database is unavailable, please try again';

/**
 * SQLSTATEs that mean the connection, not the statement, failed: class 08 (connection exception),
 * 57P01 admin shutdown (pg_terminate_backend, a fast restart), 57P02 crash shutdown, 57P03 cannot
 * connect now (starting up, shutting down, in recovery), 53300 too many connections.
 */
const LOST_STATES = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
/** Socket failures on the way to the server (Node's error codes). */
const SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** node-postgres and pg-pool say it in words only. */
const LOST_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed|Connection ended/i;

function lostConnection(e: object): boolean {
  const { code, severity, message } = e as { code?: unknown; severity?: unknown; message?: unknown };
  if (typeof code === 'string' && (LOST_STATES.test(code) || SOCKET_CODES.has(code))) return true;
  // PostgreSQL ends the session after every FATAL or PANIC error (a failed connect included).
  if (severity === 'FATAL' || severity === 'PANIC') return true;
  return typeof message === 'string' && LOST_MESSAGES.test(message);
}

/** True when the error, or one it was caused by (Drizzle wraps the driver's), is a lost or refused connection. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (lostConnection(e)) return true;
  }
  return false;
}

/** What a request gets while the database does not answer: try again shortly, nothing half-done. */
export const databaseUnavailable = () =>
  new HttpError(503, DATABASE_UNAVAILABLE_MESSAGE, { code: 'database_unavailable', retryAfter: 1 });

import { LOCAL_FILES_ROUTE } from '../storage/local.ts';

/**
 * What a log line may never hold, whatever the code that logs: the signature of a file URL (it
 * opens a child's photo for days), the values of a failed SQL statement (children's names and
 * comments, password hashes) and anything shaped like a password hash.
 */

/** Fields of driver errors that carry a statement's values: DrizzleQueryError's `params`, pg's `detail` ("Key (name)=(Aoi) …"). */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery']);
const HASHES = [
  // The whole PHC string, whose parameters hold commas ($argon2id$v=19$m=19456,t=2,p=1$salt$hash) …
  /\$argon2(?:id|i|d)\$v=\d+\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/=]+(?:\$[A-Za-z0-9+/=]+)?/g,
  // … and any other piece of one.
  /\$argon2(?:id|i|d)\$[^\s"',;)]+/g,
  /\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}/g,
  // A bare digest (SHA-1 and longer); request ids and storage keys are dashed UUIDs and stay.
  /\b[0-9a-f]{40,}\b/gi,
];
const HIDDEN = '[redacted]';

export function scrubHashes(text: string): string {
  return HASHES.reduce((t, re) => t.replace(re, HIDDEN), text);
}

/** The calendar feed's address is its credential (decision 0034): logs keep only that it was one. */
const CALENDAR_FEED = /^\/api\/calendar\/(?!subscription(?:\/|$))[^/?]+/;

/** A files URL without its query (expires and signature), a feed URL without its token; other URLs as they came. */
export function safeUrl(url: string | undefined): string | undefined {
  if (url && CALENDAR_FEED.test(url)) return url.replace(CALENDAR_FEED, `/api/calendar/${HIDDEN}`);
  if (!url?.startsWith(`${LOCAL_FILES_ROUTE}/`)) return url;
  const q = url.indexOf('?');
  return q < 0 ? url : `${url.slice(0, q)}?${HIDDEN}`;
}

/**
 * DrizzleQueryError puts its values in the message too ("Failed query: …\nparams: …"), and
 * PostgreSQL quotes the value it could not read in a data exception (SQLSTATE class 22:
 * 'invalid input syntax for type integer: "Aoi"'); names of tables and columns elsewhere stay.
 */
function messageOf(e: Record<string, unknown>): string {
  let message = typeof e.message === 'string' ? e.message : String(e.message ?? '');
  const at = 'params' in e ? message.lastIndexOf('\nparams: ') : -1;
  if (at >= 0) message = `${message.slice(0, at)}\nparams: ${HIDDEN}`;
  if (typeof e.code === 'string' && e.code.startsWith('22')) message = message.replace(/"[^"]*"/g, `"${HIDDEN}"`);
  return scrubHashes(message);
}

/** Like pino's error serializer (type, message, stack, own fields, cause) with the values above removed. */
export function safeError(err: unknown, depth = 0): Record<string, unknown> {
  if (!err || typeof err !== 'object') return { message: scrubHashes(String(err)) };
  const e = err as Record<string, unknown>;
  const original = typeof e.message === 'string' ? e.message : '';
  const message = messageOf(e);
  const stack = typeof e.stack === 'string' ? scrubHashes(e.stack.replace(original, message)) : undefined;
  const out: Record<string, unknown> = { type: (err as object).constructor?.name ?? 'Error', message, stack };
  for (const [key, value] of Object.entries(e)) {
    if (key in out || key === 'cause') continue;
    if (value === undefined) continue;
    out[key] = VALUE_FIELDS.has(key) ? HIDDEN : typeof value === 'string' ? scrubHashes(value) : value;
  }
  if (e.cause !== undefined && depth < 5) out.cause = safeError(e.cause, depth + 1);
  return out;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
}

/** Serializers for the Fastify logger: its own request fields, with the URL made safe. */
export const LOG_SERIALIZERS = {
  req: (req: LoggedRequest) => ({
    method: req.method,
    url: safeUrl(req.url),
    version: req.headers?.['accept-version'],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
  err: (err: unknown) => safeError(err),
};

/** Hash columns, should a row ever be logged whole. */
export const HASH_PATHS = ['*.passwordHash', '*.pinHash', '*.*.passwordHash', '*.*.pinHash'];

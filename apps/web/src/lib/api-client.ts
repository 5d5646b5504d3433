import { LIVE_POSITION_HEADER } from '@school-ops/shared';
import { STATUS_TEXTS as MSG } from './status-texts.ts';
import { authStore } from './auth.ts';
import { keepEarly, takeEarly } from './early.ts';
import { readBegun } from './read-positions.ts';
import { translateIssue } from './i18n/errors.ts';
import { VisibleError } from './visible-error.ts';

/**
 * A failed call, already turned into the message a person should read (docs/product.md §8.1): visible, so that
 * the error page says what went wrong when one reaches it.
 */
export class ApiError extends VisibleError {
  constructor(
    public readonly status: number,
    message: string,
    /** The server's stable code and its facts (`{ code, params, details }`), for screens that show more than the message. */
    public readonly code?: string,
    public readonly params?: Record<string, unknown>,
    public readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

const objectOr = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : undefined);

function detailsOf(
  body: unknown,
): [code?: string, params?: Record<string, unknown>, details?: Record<string, unknown>] {
  const { code, params, details } = (body ?? {}) as { code?: unknown; params?: unknown; details?: unknown };
  return [typeof code === 'string' ? code : undefined, objectOr(params), objectOr(details)];
}

type Navigate = (to: string) => void;
let navigate: Navigate = (to) => window.location.assign(to);

/** The router registers itself so 404 and 422 can move the user without a full reload. */
export function setNavigator(fn: Navigate) {
  navigate = fn;
}

/** The server's (first) message in the reader's language, by its code (decision 0029). */
function serverMessage(body: unknown): string | undefined {
  const { message: m, code, params } = (body ?? {}) as { message?: unknown; code?: unknown; params?: unknown };
  const message = Array.isArray(m) ? m[0] : m;
  return typeof message === 'string' && message ? translateIssue({ code, params, message }) : undefined;
}

/**
 * The one place where HTTP statuses become behaviour. With `redirect` false a 404 or 422 is only the caller's
 * error and the page stays where it is.
 */
export function mapFailure(status: number, body: unknown, redirect = true): ApiError {
  const message = serverMessage(body);
  switch (status) {
    case 400:
      return new ApiError(400, message ?? MSG.somethingWentWrong);
    case 401:
      return new ApiError(401, message ?? MSG.invalidCredentials);
    case 404:
      if (redirect) navigate('/not-found');
      return new ApiError(404, MSG.pageNotFound);
    case 422:
      if (redirect) navigate('/logout/expired');
      return new ApiError(422, MSG.sessionExpired);
    case 503:
      // A busy or unavailable server says so in words a person can act on ("try again in a moment").
      return new ApiError(503, message ?? MSG.somethingWentWrong);
    default:
      if (status >= 500 || status === 0) return new ApiError(status, MSG.somethingWentWrong);
      return new ApiError(status, message ?? MSG.somethingWentWrong, ...detailsOf(body));
  }
}

export interface RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data; the browser writes the boundary. */
  form?: FormData;
  /** Sent as it is, with its own content type (an import's CSV, so the server's line numbers are the file's). */
  file?: { content: Blob; type: string };
  /** Added to the path as a query string. */
  query?: Record<string, string>;
  signal?: AbortSignal;
  /** The request outlives the page (a click on a link that opens a new tab, a logout). */
  keepalive?: boolean;
  /**
   * false: a 404 or 422 does not move the person to /not-found or /logout/expired (a click on a link deleted
   * meanwhile, a logout with a token that has already expired).
   */
  redirect?: boolean;
  /** Reads more of a failure than its message (an import's report): an error returned here is thrown instead. */
  failure?: (status: number, body: unknown) => Error | undefined;
  /** Extra request headers (a queued change's Idempotency-Key). */
  headers?: Record<string, string>;
}

function encode(opts: RequestOptions, headers: Record<string, string>): BodyInit | undefined {
  if (opts.form) return opts.form;
  if (opts.file) {
    headers['content-type'] = opts.file.type;
    return opts.file.content;
  }
  if (opts.body === undefined) return undefined;
  headers['content-type'] = 'application/json';
  return JSON.stringify(opts.body);
}

/** The signed-in person's Authorization header value, if anyone is signed in. */
function bearerOfSignedIn(): string | undefined {
  const token = authStore.token();
  return token ? `Bearer ${token}` : undefined;
}

/**
 * How a request reaches the API: the browser's fetch, or on the server (server-render/) a call into the same
 * process with the visitor's token.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);
export function setTransport(next: typeof fetch) {
  transport = next;
}

/** A reply as it came: the entry's early reads keep it so that the page that takes it judges it with its own options. */
interface Reply {
  ok: boolean;
  status: number;
  parsed: unknown;
}

async function send(method: string, url: string, opts: RequestOptions): Promise<Reply> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  const authorization = bearerOfSignedIn();
  if (authorization) headers.authorization = authorization;
  const body = encode(opts, headers);
  const ended = method === 'GET' ? readBegun() : undefined;
  let res: Response;
  try {
    res = await transport(url, { method, headers, body, signal: opts.signal, keepalive: opts.keepalive });
  } catch (err) {
    const aborted = (err as Error).name === 'AbortError';
    ended?.(aborted ? undefined : null);
    if (aborted) throw err;
    throw new ApiError(0, navigator.onLine ? MSG.somethingWentWrong : MSG.offlineNotKept);
  }
  ended?.(res.headers.get(LIVE_POSITION_HEADER));
  return { ok: res.ok, status: res.status, parsed: await res.json().catch(() => null) };
}

/** The API's address for a path and its query; an empty query adds nothing (not a bare '?'). */
function urlOf(path: string, query?: Record<string, string>): string {
  const search = query ? new URLSearchParams(query).toString() : '';
  return `/api${path}${search ? `?${search}` : ''}`;
}

export async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const url = urlOf(path, opts.query);
  // A read the entry started for this page (app/first-reads.ts) answers the page's first ask of it.
  const early = method === 'GET' ? takeEarly<Reply>(url) : undefined;
  const { ok, status, parsed } = await (early ?? send(method, url, opts));
  if (!ok) throw opts.failure?.(status, parsed) ?? mapFailure(status, parsed, opts.redirect);
  return parsed as T;
}

/**
 * Starts a read before the page that needs it has loaded (the entry, decision 0037): the page's own request for
 * the same address takes its reply instead of asking again.
 */
export function fetchEarly(path: string): Promise<Reply> {
  const url = urlOf(path);
  const reply = send('GET', url, {});
  keepEarly(url, reply);
  return reply;
}

/** A file the API sends (a report's CSV or workbook), with the name its Content-Disposition gives it. */
export async function requestFile(
  path: string,
  opts: Pick<RequestOptions, 'query' | 'signal'> = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const headers: Record<string, string> = {};
  const authorization = bearerOfSignedIn();
  if (authorization) headers.authorization = authorization;
  const url = urlOf(path, opts.query);
  let res: Response;
  try {
    res = await transport(url, { headers, signal: opts.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, MSG.somethingWentWrong);
  }
  if (!res.ok) throw mapFailure(res.status, await res.json().catch(() => null));
  const fileName = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await res.blob(), fileName };
}

/** Generic wrappers expect `document` or `documents` (docs/product.md §7). */
export async function getDocument<T>(path: string, opts?: RequestOptions): Promise<T> {
  return pick<T>(await request<Record<string, unknown>>('GET', path, opts), 'document');
}
export async function getDocuments<T>(path: string, opts?: RequestOptions): Promise<T[]> {
  return pick<T[]>(await request<Record<string, unknown>>('GET', path, opts), 'documents');
}
export async function sendDocument<T>(method: string, path: string, opts?: RequestOptions): Promise<T> {
  return pick<T>(await request<Record<string, unknown>>(method, path, opts), 'document');
}

export function pick<T>(body: unknown, field: string): T {
  if (!body || typeof body !== 'object' || !(field in body)) throw new ApiError(200, MSG.requestedDataNotFound);
  return (body as Record<string, unknown>)[field] as T;
}

/**
 * For replies of several fields (a list and its count): each field the screen reads must be there, else
 * 'requested data not found' (docs/product.md §5.12) instead of a crash. Use as `.then(withFields<T>('a', 'b'))`.
 */
export function withFields<T>(...fields: (keyof T & string)[]) {
  return (body: unknown): T => {
    for (const field of fields) pick(body, field);
    return body as T;
  };
}

export const api = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, { ...opts, body }),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PATCH', path, { ...opts, body }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, { ...opts, body }),
  delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
};

/**
 * The live stream's fetch (lib/live.ts, decision 0030): the signed-in person's token in the Authorization header,
 * never in the address. The stream's own reader handles the response.
 */
export const signedFetch: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  const authorization = bearerOfSignedIn();
  if (authorization) headers.set('authorization', authorization);
  return fetch(input, { ...init, headers });
};

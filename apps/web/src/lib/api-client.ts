import { MSG } from '@school-ops/shared';
import { authStore } from './auth.ts';
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

function serverMessage(body: unknown): string | undefined {
  const m = (body as { message?: unknown } | null)?.message;
  if (Array.isArray(m)) return typeof m[0] === 'string' ? m[0] : undefined;
  return typeof m === 'string' && m ? m : undefined;
}

/** The one place where HTTP statuses become behaviour. */
export function mapFailure(status: number, body: unknown): ApiError {
  const message = serverMessage(body);
  switch (status) {
    case 400:
      return new ApiError(400, message ?? MSG.somethingWentWrong);
    case 401:
      return new ApiError(401, message ?? MSG.invalidCredentials);
    case 404:
      navigate('/not-found');
      return new ApiError(404, MSG.pageNotFound);
    case 422:
      navigate('/logout/expired');
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
  body?: unknown;
  form?: FormData;
  signal?: AbortSignal;
}

export async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = authStore.token();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  let res: Response;
  try {
    res = await fetch(`/api${path}`, { method, headers, body, signal: opts.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, MSG.somethingWentWrong);
  }
  const parsed: unknown = await res.json().catch(() => null);
  if (!res.ok) throw mapFailure(res.status, parsed);
  return parsed as T;
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
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body }),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, { body }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
  delete: <T>(path: string) => request<T>('DELETE', path),
};

import type { FastifyInstance, InjectOptions } from 'fastify';
import { multipart } from './multipart.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
// `unknown`: tests send deliberately malformed bodies (null, arrays, numbers) as well as good ones.
type Body = unknown;

/** A file to upload: its bytes, and the name and type a browser would send (the server sniffs the bytes). */
export type UploadFile = Buffer | { data: Buffer; filename?: string; contentType?: string };

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The one way tests call the API: `api(t.app, user.token).patch(url, body)` returns the inject
 * response. Without a token the request goes unsigned.
 */
export function api(app: FastifyInstance, token?: string) {
  const auth = token === undefined ? {} : bearer(token);
  const send = (method: Method, url: string, payload?: Body) =>
    app.inject({
      method,
      url,
      headers: auth,
      ...(payload !== undefined && { payload: payload as InjectOptions['payload'] }),
    });
  const form = (method: 'POST' | 'PATCH', url: string, body: { payload: Buffer; headers: Record<string, string> }) =>
    app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...auth } });
  return {
    send,
    get: (url: string) => send('GET', url),
    post: (url: string, payload?: Body) => send('POST', url, payload),
    patch: (url: string, payload?: Body) => send('PATCH', url, payload),
    put: (url: string, payload?: Body) => send('PUT', url, payload),
    delete: (url: string) => send('DELETE', url),
    /** A multipart form from `multipart()`: its own content type beside the token. */
    form,
    /** PATCH a multipart form: each file under `field` (named `<field><n>.jpg`, image/jpeg unless given), beside `fields`. */
    upload: (url: string, field: string, files: UploadFile[], fields: Record<string, string> = {}) =>
      form(
        'PATCH',
        url,
        multipart(
          fields,
          files.map((file, i) => {
            const f = Buffer.isBuffer(file) ? { data: file } : file;
            return {
              field,
              filename: f.filename ?? `${field}${i}.jpg`,
              contentType: f.contentType ?? 'image/jpeg',
              data: f.data,
            };
          }),
        ),
      ),
  };
}

export interface SignInOptions {
  /** The address the request comes from (the throttle counts per address). */
  remoteAddress?: string;
  headers?: Record<string, string>;
}

/** `POST /api/auth/login` as a browser sends it: the body is sent as given, right or malformed. */
export function signIn(app: FastifyInstance, payload: Record<string, unknown>, o: SignInOptions = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload,
    ...(o.remoteAddress && { remoteAddress: o.remoteAddress }),
    ...(o.headers && { headers: o.headers }),
  });
}

/** CSV text as Excel writes it: CRLF line ends, optionally a BOM. */
export const csv = (lines: string[], bom = false) => `${bom ? '\uFEFF' : ''}${lines.join('\r\n')}\r\n`;

export interface ImportCall {
  kind: string;
  token?: string;
  dryRun?: boolean;
  fileName?: string;
  /** CSV text (sent as text/csv) or a JSON body. */
  body: string | object;
}

export function putImport(app: FastifyInstance, o: ImportCall) {
  const query = new URLSearchParams();
  if (o.dryRun !== undefined) query.set('dryRun', String(o.dryRun));
  if (o.fileName) query.set('fileName', o.fileName);
  const isCsv = typeof o.body === 'string';
  return app.inject({
    method: 'PUT',
    url: `/api/imports/${o.kind}${query.size ? `?${query}` : ''}`,
    headers: {
      ...(o.token ? bearer(o.token) : {}),
      'content-type': isCsv ? 'text/csv; charset=utf-8' : 'application/json',
    },
    payload: isCsv ? o.body : JSON.stringify(o.body),
  });
}

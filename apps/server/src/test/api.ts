import type { FastifyInstance, InjectOptions } from 'fastify';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
// `unknown`: tests send deliberately malformed bodies (null, arrays, numbers) as well as good ones.
type Body = unknown;

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
  return {
    send,
    get: (url: string) => send('GET', url),
    post: (url: string, payload?: Body) => send('POST', url, payload),
    patch: (url: string, payload?: Body) => send('PATCH', url, payload),
    put: (url: string, payload?: Body) => send('PUT', url, payload),
    delete: (url: string) => send('DELETE', url),
    /** A multipart form from `multipart()`: its own content type beside the token. */
    form: (method: 'POST' | 'PATCH', url: string, form: { payload: Buffer; headers: Record<string, string> }) =>
      app.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...auth } }),
  };
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

import type { FastifyInstance } from 'fastify';
import type { FirstPaintApiCall } from '@school-ops/shared';

/**
 * The renderer's reads, answered by this server's own routes (app.inject): the same authentication, policies and
 * presenters as any request, with the visitor's token. Only reads: a first paint never changes anything.
 */
export function inProcessApi(app: FastifyInstance): FirstPaintApiCall {
  return async (url, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET') throw new Error(`a first paint only reads (${method} ${url})`);
    if (!url.startsWith('/api/')) throw new Error(`a first paint only reads the API (${url})`);
    const res = await app.inject({ method: 'GET', url, headers: Object.fromEntries(new Headers(init.headers)) });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(res.statusCode === 204 ? null : res.rawPayload, { status: res.statusCode, headers });
  };
}

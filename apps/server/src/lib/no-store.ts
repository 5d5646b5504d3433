import type { FastifyInstance } from 'fastify';

/**
 * Every /api answer (children's names, notes, the sign-in token, errors) says `no-store`, so no
 * browser, proxy or back/forward cache keeps a copy on a shared tablet. Set before the handler
 * runs, so a route that knows better overrides it: the signed file route lets the browser keep a
 * photo privately until its signature expires (the URL is the credential; refetching every
 * thumbnail on each screen would cost a tablet dearly).
 */
export function registerNoStore(app: FastifyInstance) {
  app.addHook('onRequest', (req, reply, done) => {
    if (req.url.startsWith('/api/') || req.url === '/api') void reply.header('cache-control', 'no-store');
    done();
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Closing the app waits for the handlers still running. Fastify's close() does not wait for a request
 * whose client has gone (it dropped the connection, or a proxy timed out): its handler runs on, and after
 * close() the database is closed under it, so a sign-in's or an import's last statements failed. A
 * request counts as running from onRequest until its answer is ready (onSend, which every answer passes,
 * errors and answers to departed clients too); after that no hook touches the database.
 */
export function registerRequestDrain(app: FastifyInstance, maxWaitMs = 10_000) {
  const running = new Set<FastifyRequest>();
  let drained: (() => void) | undefined;
  app.addHook('onRequest', (req, _reply, done) => {
    running.add(req);
    done();
  });
  app.addHook('onSend', (req, _reply, payload, done) => {
    if (running.delete(req) && running.size === 0) drained?.();
    done(null, payload);
  });
  app.addHook('onClose', async () => {
    if (running.size === 0) return;
    await new Promise<void>((resolve) => {
      drained = resolve;
      setTimeout(resolve, maxWaitMs).unref();
    });
  });
}

import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '../db/change-feed.ts';

/**
 * A write request's transaction has committed by the time its answer goes out: its client's next
 * read must not be served what was cached before that commit, even while the commit's
 * notification is still on its way (docs/decisions/0011-cached-reads.md).
 */
export function registerWriteSettling(app: FastifyInstance, changes: ChangeFeed) {
  const marks = new WeakMap<object, number>();
  app.addHook('onRequest', async (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') marks.set(req, changes.mark());
  });
  app.addHook('onSend', async (req) => {
    const mark = marks.get(req);
    if (mark !== undefined) changes.settle(mark);
  });
}

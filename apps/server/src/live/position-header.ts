import { LIVE_POSITION_HEADER } from '@school-ops/shared';
import type { FastifyInstance } from 'fastify';
import type { LiveHub } from './hub.ts';

/**
 * Every API read says where the live stream stood when it began (taken before the read touches the database, so
 * a change the read may not have seen has a later id). A page whose first reads all began where its first stream
 * starts has missed nothing, and need not read everything again when the stream opens (issue 23).
 */
export function registerLivePosition(app: FastifyInstance, hub: LiveHub) {
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' || !req.url.startsWith('/api/') || req.url.startsWith('/api/events')) return;
    reply.header(LIVE_POSITION_HEADER, hub.position());
  });
}

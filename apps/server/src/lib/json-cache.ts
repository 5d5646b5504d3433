import type { FastifyReply } from 'fastify';
import type { ChangeFeed } from '../db/change-feed.ts';
import { createReadCache, type ReadCacheOptions } from './read-cache.ts';

/**
 * A read's response body, serialised once and kept while its tables are unchanged (decision
 * 0011). A minute at most by default: bodies may carry signed URLs (valid 15 minutes) or figures
 * that depend on the day.
 */
export function createJsonCache(feed: ChangeFeed | undefined, o: ReadCacheOptions) {
  // Kept as bytes: a string would be encoded again for every response.
  const cache = createReadCache<Buffer>(feed, { maxAgeMs: 60_000, ...o });
  return (key: string, load: () => Promise<unknown>) =>
    cache(key, async () => Buffer.from(JSON.stringify(await load())));
}

export const sendJsonText = (reply: FastifyReply, body: string | Buffer) =>
  reply.type('application/json; charset=utf-8').send(body);

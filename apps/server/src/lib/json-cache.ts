import type { FastifyReply } from 'fastify';
import type { ChangeFeed } from '../db/change-feed.ts';
import { createReadCache, type ReadCacheOptions } from './read-cache.ts';

/**
 * A read's response body, serialised once and kept while its tables are unchanged (decision
 * 0011). A minute at most by default: bodies may carry signed URLs (valid 15 minutes) or figures
 * that depend on the day.
 */
export function createJsonCache(feed: ChangeFeed | undefined, o: ReadCacheOptions) {
  const cache = createReadCache<string>(feed, { maxAgeMs: 60_000, ...o });
  return (key: string, load: () => Promise<unknown>) => cache(key, async () => JSON.stringify(await load()));
}

export const sendJsonText = (reply: FastifyReply, text: string) => reply.type('application/json; charset=utf-8').send(text);

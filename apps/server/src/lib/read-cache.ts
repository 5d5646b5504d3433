import { loadingRead, tablesOf, type CachedRead } from '../db/cached-reads.ts';
import type { ChangeFeed } from '../db/change-feed.ts';

export interface ReadCacheOptions {
  /** What is cached, as declared in db/cached-reads.ts with its tables: a change to any of them drops it. */
  read: CachedRead;
  /** Bounds the age of what a value carries that expires by itself (signed URLs). */
  maxAgeMs?: number;
  maxEntries?: number;
}

interface Entry<T> {
  stamp: string;
  at: number;
  value: Promise<T>;
}

/**
 * A value computed from the database, kept in memory while the change feed says none of its
 * tables changed (docs/decisions/0011-cached-reads.md). The stamp is taken before the value is
 * loaded, so a value loaded while a write commits is never kept past that write. Concurrent misses
 * of one key share one load. Without a feed (or while it is down) every call loads.
 */
export function createReadCache<T>(feed: ChangeFeed | undefined, o: ReadCacheOptions) {
  const entries = new Map<string, Entry<T>>();
  const maxAgeMs = o.maxAgeMs ?? 10 * 60_000;
  const maxEntries = o.maxEntries ?? 200;
  const tables = tablesOf(o.read);

  return function cached(key: string, load: () => Promise<T>): Promise<T> {
    const stamp = feed?.stamp(tables);
    if (stamp == null) return load();
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.stamp === stamp && now - hit.at < maxAgeMs) {
      // Most recently used last: the first key is the one to evict.
      entries.delete(key);
      entries.set(key, hit);
      return hit.value;
    }
    const value = loadingRead(o.read, load);
    const entry = { stamp, at: now, value };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return value;
  };
}

export type ReadCache<T> = ReturnType<typeof createReadCache<T>>;

import { describe, expect, it, vi } from 'vitest';
import type { ChangeFeed } from '../db/change-feed.ts';
import { createReadCache } from './read-cache.ts';

/** A feed whose stamp the test moves by hand; null when "down". */
function fakeFeed() {
  const f = { stamp: '1' as string | null };
  const feed: ChangeFeed = {
    onLive: () => () => undefined,
    onTable: () => () => undefined,
    stamp: () => f.stamp,
    noteStatement: () => {},
    mark: () => 0,
    settle: () => {},
    close: async () => {},
  };
  return { f, feed };
}

describe('read cache', () => {
  it('loads once while the stamp holds, and again after it changes', async () => {
    const { f, feed } = fakeFeed();
    const cached = createReadCache<number>(feed, { read: 'books.list' });
    const load = vi.fn(async () => load.mock.calls.length);
    expect(await cached('k', load)).toBe(1);
    expect(await cached('k', load)).toBe(1);
    f.stamp = '2';
    expect(await cached('k', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps each key apart', async () => {
    const { feed } = fakeFeed();
    const cached = createReadCache<string>(feed, { read: 'books.list' });
    expect(await cached('a', async () => 'A')).toBe('A');
    expect(await cached('b', async () => 'B')).toBe('B');
    expect(await cached('a', async () => 'other')).toBe('A');
  });

  it('loads every time without a feed or while the feed is down', async () => {
    const down = fakeFeed();
    down.f.stamp = null;
    for (const feed of [undefined, down.feed]) {
      const cached = createReadCache<number>(feed, { read: 'books.list' });
      let n = 0;
      expect(await cached('k', async () => ++n)).toBe(1);
      expect(await cached('k', async () => ++n)).toBe(2);
    }
  });

  it('tags a value with the stamp taken before it was loaded', async () => {
    const { f, feed } = fakeFeed();
    const cached = createReadCache<string>(feed, { read: 'books.list' });
    // A write lands while the load runs: what was loaded may predate it, so it must not be kept for stamp 2.
    expect(await cached('k', async () => ((f.stamp = '2'), 'loaded during a write'))).toBe('loaded during a write');
    expect(await cached('k', async () => 'after the write')).toBe('after the write');
  });

  it('shares one load between concurrent misses, and does not keep a failed load', async () => {
    const { feed } = fakeFeed();
    const cached = createReadCache<number>(feed, { read: 'books.list' });
    let release!: (n: number) => void;
    const load = vi.fn(() => new Promise<number>((r) => (release = r)));
    const both = Promise.all([cached('k', load), cached('k', load)]);
    release(7);
    expect(await both).toEqual([7, 7]);
    expect(load).toHaveBeenCalledTimes(1);

    await expect(cached('bad', async () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cached('bad', async () => 3)).toBe(3);
  });

  it('drops values older than maxAgeMs and evicts the least recently used key', async () => {
    vi.useFakeTimers();
    try {
      const { feed } = fakeFeed();
      const cached = createReadCache<string>(feed, { read: 'books.list', maxAgeMs: 1_000, maxEntries: 2 });
      await cached('a', async () => 'a1');
      vi.advanceTimersByTime(1_001);
      expect(await cached('a', async () => 'a2')).toBe('a2');
      await cached('b', async () => 'b1');
      await cached('a', async () => 'unused'); // a is now the most recent
      await cached('c', async () => 'c1'); // evicts b
      expect(await cached('b', async () => 'b2')).toBe('b2');
      expect(await cached('c', async () => 'unused')).toBe('c1');
    } finally {
      vi.useRealTimers();
    }
  });
});

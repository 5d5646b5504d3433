import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUERY_CACHE_KEY } from './auth.ts';
import { parseSaved, SAVED_BUSTER, SAVED_MAX_AGE_MS, savedRecord } from './saved-queries.ts';

const BOOK = { id: '00000000-0000-4000-8000-0000000000b1', title: 'Frog and Toad' };
const SESSION = { id: '00000000-0000-4000-8000-0000000000c1', student: { name: 'Aoi Sato' } };

/** What the app's persister writes (persistQueryClientSave) for a cache holding these queries. */
function save(queries: [unknown[], unknown][], buster = SAVED_BUSTER) {
  const client = new QueryClient();
  for (const [key, data] of queries) client.setQueryData(key, data);
  const saved: PersistedClient = { buster, timestamp: Date.now(), clientState: dehydrate(client) };
  localStorage.setItem(QUERY_CACHE_KEY, JSON.stringify(saved));
}

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('a record saved on the device at the last visit', () => {
  it("is found by its id in its own query, the record itself or a reply's document", () => {
    save([
      [['books'], [BOOK]],
      [['books', BOOK.id], BOOK],
      [['sessions', SESSION.id], { document: SESSION, position: 3 }],
    ]);
    expect(savedRecord(BOOK.id)).toEqual(BOOK);
    expect(savedRecord(SESSION.id)).toEqual(SESSION);
  });

  it('is not taken from a list, another key shape, nor when missing', () => {
    save([
      [['books'], [BOOK]],
      [['sessions', SESSION.id, 'previous'], { document: SESSION }],
    ]);
    expect(savedRecord(BOOK.id)).toBeUndefined();
    expect(savedRecord(SESSION.id)).toBeUndefined();
    localStorage.clear();
    expect(savedRecord(BOOK.id)).toBeUndefined();
  });

  it('is not read from a cache older than the restore keeps, of another version, or unreadable', () => {
    save([[['books', BOOK.id], BOOK]], 'v0');
    expect(savedRecord(BOOK.id)).toBeUndefined();

    save([[['books', BOOK.id], BOOK]]);
    vi.useFakeTimers({ now: Date.now() + SAVED_MAX_AGE_MS + 1000 });
    expect(savedRecord(BOOK.id)).toBeUndefined();
    vi.useRealTimers();

    localStorage.setItem(QUERY_CACHE_KEY, '{"timestamp":');
    expect(savedRecord(BOOK.id)).toBeUndefined();
  });

  it('hands its parse to the persister once, and a changed text is parsed again', () => {
    save([[['books', BOOK.id], BOOK]]);
    const text = localStorage.getItem(QUERY_CACHE_KEY)!;
    const found = savedRecord(BOOK.id);
    const restored = parseSaved(text) as { clientState: { queries: { state: { data: unknown } }[] } };
    // The same objects: the entry's parse, not a second one.
    expect(restored.clientState.queries[0]!.state.data).toBe(found);
    expect(parseSaved(text)).not.toBe(restored);
    expect(parseSaved(text)).toEqual(restored);
  });
});

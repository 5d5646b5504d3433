import { ALL_SCHOOLS, AUTHORITY, ROLE, SCHOOLS, schoolToday, type ScreenPath } from '@school-ops/shared';
import { QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activityQueries } from '../features/activities/index.ts';
import { auditQueries, NO_FILTERS } from '../features/audit/api.ts';
import { bookQueries } from '../features/books/index.ts';
import { importQueries } from '../features/imports/api.ts';
import { manualQueries } from '../features/manuals/api.ts';
import { pickupQueries } from '../features/pickups/index.ts';
import { readingQueries } from '../features/reading/api.ts';
import { periodOf } from '../features/reading/period.ts';
import { sessionQueries } from '../features/sessions/index.ts';
import { settingsQueries } from '../features/settings/api.ts';
import { shiftQueries } from '../features/shifts/index.ts';
import { spellingCategoryQueries } from '../features/spelling-categories/index.ts';
import { studentQueries } from '../features/students/index.ts';
import { userQueries } from '../features/users/index.ts';
import { fetchEarly } from '../lib/api-client.ts';
import { takeEarly } from '../lib/early.ts';
import { aUser } from '../test/users.ts';
import { FIRST_READS, type FirstReadContext } from './first-reads.ts';
import { matchRoute } from './route-start.ts';

const user = aUser({
  id: '11111111-1111-4111-8111-111111111111',
  authority: AUTHORITY.supervisor,
  role: ROLE.supervisor,
});
const filter = { schoolName: 'Gakugei', className: 'all', date: '2026-11-24' };
const id = '22222222-2222-4222-8222-222222222222';
const month = `${schoolToday().slice(0, 7)}-01`;
type AnyQuery = UseQueryOptions<unknown, Error, unknown, QueryKey>;

/** What each screen's page asks for first, through its feature's own queryOptions, with the same inputs. */
const PAGES_ASK: Record<string, { params?: Record<string, string>; search?: string; queries: unknown[] }> = {
  '/': { queries: [shiftQueries.myShift(user.id, schoolToday()), pickupQueries.ofPerson(user.id, schoolToday())] },
  '/sessions': { queries: [sessionQueries.list({ schoolName: 'Gakugei', date: '2026-11-24', showCanceled: false })] },
  '/sessions/check': {
    queries: [sessionQueries.list({ schoolName: 'Gakugei', date: '2026-11-24', showCanceled: false })],
  },
  '/sessions/:id': { params: { id }, queries: [sessionQueries.one(id)] },
  '/activities': { queries: [activityQueries.day('Gakugei', '2026-11-24')] },
  '/activities/:id/photos': { params: { id }, queries: [activityQueries.one(id)] },
  '/my-pickups': { queries: [pickupQueries.ofPerson(user.id, '2026-11-24')] },
  '/pickups': { queries: [pickupQueries.list('Gakugei', '2026-11-24')] },
  '/shifts': { queries: [shiftQueries.manage('2026-11-24', 'Gakugei'), shiftQueries.canSubmit()] },
  '/shifts/:id': { params: { id }, queries: [shiftQueries.one(id)] },
  '/shifts/check': { queries: [shiftQueries.partTimeData(month)] },
  '/my-shifts': { queries: [shiftQueries.availability(user.id, month)] },
  '/students': { search: '?search=Ai%20Ito', queries: [studentQueries.search('Ai Ito')] },
  '/students/:id': {
    params: { id },
    queries: [
      studentQueries.one(id),
      bookQueries.list(),
      spellingCategoryQueries.list(),
      readingQueries.history(id, periodOf(12)),
    ],
  },
  '/reading': { queries: [readingQueries.overview('Gakugei', month.slice(0, 7))] },
  '/books': { queries: [bookQueries.list()] },
  '/spelling-categories': { queries: [spellingCategoryQueries.list()] },
  '/books/:id': { params: { id }, queries: [bookQueries.one(id)] },
  '/spelling-categories/:id': { params: { id }, queries: [spellingCategoryQueries.one(id)] },
  '/users/:id': { params: { id }, queries: [userQueries.one(id)] },
  '/teachers/:id': { params: { id }, queries: [userQueries.teacher(id)] },
  '/users': { queries: [userQueries.list()] },
  '/teachers': { queries: [userQueries.teachers()] },
  '/manuals': { queries: [manualQueries.list()] },
  '/settings': { queries: [settingsQueries.one()] },
  '/imports': { queries: [importQueries.runs()] },
  '/audit': { queries: [userQueries.list(), auditQueries.pages(NO_FILTERS)] },
};

/** The addresses fetch was called with while `run` ran. */
async function fetchedUrls(run: () => Promise<unknown>): Promise<string[]> {
  const fetchMock = vi.fn(() => Promise.resolve(new Response('{}', { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
  await run().catch(() => undefined);
  return fetchMock.mock.calls.map((call) => String((call as unknown[])[0]));
}

afterEach(() => vi.unstubAllGlobals());

describe('first reads', () => {
  it.each(Object.keys(FIRST_READS))('%s asks for what its page asks for first', async (path) => {
    const page = PAGES_ASK[path];
    expect(page, `add ${path} to PAGES_ASK`).toBeDefined();
    const context: FirstReadContext = {
      params: page!.params ?? {},
      search: new URLSearchParams(page!.search ?? ''),
      filter,
      user,
    };
    const asked = await fetchedUrls(() =>
      Promise.all(
        page!.queries.map((q) =>
          // The audit log's pages are an infinite query: its first page is the first read.
          'initialPageParam' in (q as object)
            ? new QueryClient().fetchInfiniteQuery(q as Parameters<QueryClient['fetchInfiniteQuery']>[0])
            : new QueryClient().fetchQuery(q as AnyQuery),
        ),
      ),
    );
    const early = await fetchedUrls(async () => {
      for (const read of FIRST_READS[path as ScreenPath]!(context)) if (read) fetchEarly(read);
    });
    for (const url of early) takeEarly(url);
    expect(early).toEqual(asked);
  });

  it("asks for the first school's reading overview when the filter holds all schools, as the page opens on it", () => {
    const reads = FIRST_READS['/reading']!({
      params: {},
      search: new URLSearchParams(),
      filter: { ...filter, schoolName: ALL_SCHOOLS },
      user,
    });
    expect(reads).toEqual([
      `/reading/overview?${new URLSearchParams({ schoolName: SCHOOLS[0], month: month.slice(0, 7) })}`,
    ]);
  });

  it("answers the page's first request from the early reply, once", async () => {
    fetchEarly('/books');
    const again = await fetchedUrls(() => new QueryClient().fetchQuery(bookQueries.list()));
    expect(again).toEqual([]);
    const later = await fetchedUrls(() => new QueryClient().fetchQuery(bookQueries.list()));
    expect(later).toEqual(['/api/books']);
    expect(takeEarly('/api/books')).toBeUndefined();
  });
});

describe('matchRoute', () => {
  it('finds the screen of an address, a fixed segment before a parameter', () => {
    expect(matchRoute('/sessions')).toEqual({ path: '/sessions', params: {} });
    expect(matchRoute('/sessions/check')).toEqual({ path: '/sessions/check', params: {} });
    expect(matchRoute(`/sessions/${id}`)).toEqual({ path: '/sessions/:id', params: { id } });
    expect(matchRoute('/shifts/new')).toEqual({ path: '/shifts/new', params: {} });
    expect(matchRoute('/')).toEqual({ path: '/', params: {} });
    expect(matchRoute('/students/')).toEqual({ path: '/students', params: {} });
    expect(matchRoute('/no-such-screen')).toBeNull();
  });
});

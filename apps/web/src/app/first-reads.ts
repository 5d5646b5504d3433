import { ALL_SCHOOLS, SCHOOLS, schoolToday, type ScreenPath, type UserDto } from '@school-ops/shared';
import { overviewSchool } from '../features/reading/overview-school.ts';
import { DEFAULT_HISTORY_MONTHS, periodOf } from '../features/reading/period.ts';
import { sessionsListPath } from '../features/sessions/list-path.ts';
import { oneSchool, type GlobalFilter } from '../lib/filter.ts';

/**
 * The reads each screen asks for first, as the API addresses its page will request (decision 0037): the entry
 * starts them with the screen's code, before the app has loaded, and the page's queries take the replies
 * (lib/early.ts). Only what the entry can know without the app: the address's parameters, the global filter,
 * the signed-in person. A screen missing here loads as before (its reads start when its page renders).
 *
 * Each address must be the one the feature's queryOptions builds (first-reads.test.ts checks them): an address
 * that drifts costs one wasted request, never a wrong screen.
 */

export interface FirstReadContext {
  /** The address's parameters (`id`). */
  params: Readonly<Record<string, string>>;
  /** The address's query string. */
  search: URLSearchParams;
  filter: GlobalFilter;
  user: UserDto;
}

type FirstReads = (c: FirstReadContext) => (string | null)[];

const month = () => `${schoolToday().slice(0, 7)}-01`;
const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;

export const FIRST_READS: Partial<Record<ScreenPath, FirstReads>> = {
  '/': ({ user }) => [
    `/shifts/my-shift/${user.id}?date=${schoolToday()}`,
    withQuery(`/pickups/my-pickups/${user.id}`, { date: schoolToday() }),
  ],
  '/sessions': ({ filter }) => [
    filter.date ? sessionsListPath({ schoolName: filter.schoolName, date: filter.date, showCanceled: false }) : null,
  ],
  '/sessions/check': ({ filter }) => [
    filter.date ? sessionsListPath({ schoolName: filter.schoolName, date: filter.date, showCanceled: false }) : null,
  ],
  '/sessions/:id': ({ params }) => [`/sessions/${params.id}`],
  '/activities': ({ filter }) => {
    const name = [...SCHOOLS, ALL_SCHOOLS].includes(filter.schoolName) ? filter.schoolName : SCHOOLS[0];
    return [`/activities?schoolName=${encodeURIComponent(name)}&date=${encodeURIComponent(filter.date)}`];
  },
  '/activities/:id/photos': ({ params }) => [`/activities/${params.id}`],
  '/my-pickups': ({ user, filter }) => [withQuery(`/pickups/my-pickups/${user.id}`, { date: filter.date })],
  '/pickups': ({ filter }) => [withQuery('/pickups', { schoolName: oneSchool(filter.schoolName), date: filter.date })],
  '/shifts': ({ filter }) => [
    withQuery('/shifts/manage', { date: filter.date, schoolName: oneSchool(filter.schoolName) }),
    '/shifts/can-submit',
  ],
  '/shifts/:id': ({ params }) => [`/shifts/${params.id}`],
  '/shifts/check': () => [`/shifts/part-time-data?date=${month()}`],
  '/my-shifts': ({ user }) => [withQuery('/shifts/availability', { shiftDate: month(), userId: user.id })],
  '/students': ({ search }) => {
    const text = search.get('search') ?? '';
    return [text ? `/students?search=${encodeURIComponent(text)}` : '/students'];
  },
  '/students/:id': ({ params }) => [
    `/students/${params.id}`,
    // The reading form's choices and the reading history, which render once the student has arrived.
    '/books',
    '/spelling-categories',
    withQuery(`/students/${params.id}/history`, { ...periodOf(DEFAULT_HISTORY_MONTHS) }),
  ],
  '/reading': ({ filter }) => [
    withQuery('/reading/overview', { schoolName: overviewSchool(filter.schoolName), month: schoolToday().slice(0, 7) }),
  ],
  '/books': () => ['/books'],
  '/spelling-categories': () => ['/spelling-categories'],
  '/books/:id': ({ params }) => [`/books/${params.id}`],
  '/spelling-categories/:id': ({ params }) => [`/spelling-categories/${params.id}`],
  '/users/:id': ({ params }) => [`/users/${params.id}`],
  '/teachers/:id': ({ params }) => [`/users/teachers/${params.id}`],
  '/users': () => ['/users'],
  '/teachers': () => ['/users/teachers'],
  '/manuals': () => ['/manuals'],
  '/settings': () => ['/settings'],
  '/imports': () => ['/imports'],
  // The people the filter bar names, and the log's first page with no filter.
  '/audit': () => ['/users', '/audit'],
};

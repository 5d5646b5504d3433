import { AsyncLocalStorage } from 'node:async_hooks';
import { getTableName, type Table } from 'drizzle-orm';
import * as t from './schema/index.ts';

/**
 * Every read a server process keeps in memory, and the tables it is loaded from: the one declaration both
 * sides of the change feed follow (docs/decisions/0026-cached-reads-declared-once.md). A cache names its read
 * (`createReadCache(feed, { read: 'sessions.dayList' })`) and is dropped when one of these tables changes; the
 * notify triggers are installed on exactly the tables named here (db/change-triggers.ts), so no table a cache
 * reads can change unseen by the other processes. cached-reads.test.ts fails when a loader reads a table its
 * read does not name.
 */
export const CACHED_READS = {
  /** The signed-in user, on every request (auth/authenticate.ts). */
  'auth.user': [t.users],
  /** A user's logged-out token ids (decision 0015). */
  'auth.revokedTokens': [t.revokedTokens],
  /** The day's sessions with their students and teachers. */
  'sessions.dayList': [t.sessions, t.students, t.users],
  /** Each teacher's completed sessions of a day. */
  'sessions.completedCounts': [t.sessions],
  /** The student search, with the books and categories of their reading and the notes site setting. */
  'students.search': [t.students, t.books, t.spellingCategories, t.appSettings],
  'books.list': [t.books],
  /** Manage Shifts: the day's shifts, the submission switch and the students per class from the sessions. */
  'shifts.manage': [t.shifts, t.users, t.appSettings, t.sessions],
  'shifts.partTimeData': [t.shifts, t.users],
  /** A child's reading history: their sessions (with teachers' names), the books and spelling words they met. */
  'reading.history': [t.sessions, t.students, t.users, t.books, t.spellingCategories],
  /** A school's month of reading: its students, their sessions and the same-stage setting. */
  'reading.overview': [t.sessions, t.students, t.appSettings],
  /** A month's confirmed hours per person, with their names and max hours. */
  'reports.hours': [t.shifts, t.users],
  /** A school's day of pick-ups with their staff, students and manuals, and the day's confirmed shifts. */
  'pickups.list': [t.pickups, t.pickupStudents, t.pickupShifts, t.students, t.shifts, t.users, t.manuals],
} as const satisfies Record<string, readonly Table[]>;

export type CachedRead = keyof typeof CACHED_READS;

export const tablesOf = (read: CachedRead): string[] => CACHED_READS[read].map((table) => getTableName(table));

/** The tables whose commits notify: every table some cached read depends on, and no other. */
export const WATCHED_TABLES: readonly string[] = [
  ...new Set((Object.keys(CACHED_READS) as CachedRead[]).flatMap(tablesOf)),
].sort();

const loading = new AsyncLocalStorage<CachedRead>();

/** Runs a cached read's loader so that the statements it sends can be told apart (the test above). */
export const loadingRead = <T>(read: CachedRead, load: () => Promise<T>): Promise<T> => loading.run(read, load);

/** The cached read whose loader is running here, if any. */
export const currentCachedRead = (): CachedRead | undefined => loading.getStore();

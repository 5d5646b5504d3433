import { and, asc, eq, gt, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { PartTimerShift, ShiftStatus } from '@school-ops/shared';
import type { Executor } from '../../db/client.ts';
import { shifts, type NewShiftRow } from '../../db/schema/index.ts';
import { usersForJoins as users } from '../users/index.ts';

/**
 * For other modules' list queries that show a shift's columns beside their own rows in one query: read only,
 * never a write target (decision 0025).
 */
export const shiftsForJoins = shifts;

const CONFIRMED = 2;

/**
 * A shift with the few fields of its teacher the screens show, in one row. Not the row's
 * timestamps: no screen shows them, and each would be parsed into a Date for every row of a list.
 */
const joined = {
  shift: {
    id: shifts.id,
    userId: shifts.userId,
    date: shifts.date,
    status: shifts.status,
    schoolName: shifts.schoolName,
    startTime: shifts.startTime,
    endTime: shifts.endTime,
    availableFrom: shifts.availableFrom,
    availableUntil: shifts.availableUntil,
  },
  user: { id: users.id, name: users.name, nickname: users.nickname },
};

function selectJoined(db: Executor) {
  return db.select(joined).from(shifts).leftJoin(users, eq(users.id, shifts.userId));
}

export type JoinedShift = NonNullable<Awaited<ReturnType<typeof findById>>>;

const byDateAndTime = [
  asc(shifts.date),
  asc(shifts.startTime),
  asc(shifts.availableFrom),
  asc(users.name),
  asc(shifts.id),
];

export async function findById(db: Executor, id: string) {
  const [row] = await selectJoined(db).where(eq(shifts.id, id));
  return row;
}

export function findByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return selectJoined(db).where(inArray(shifts.id, ids));
}

/** One teacher's shifts from `first` to `last` (inclusive), optionally only some statuses. */
export function listForUser(db: Executor, userId: string, first: string, last: string, statuses?: ShiftStatus[]) {
  const where: SQL[] = [eq(shifts.userId, userId), gte(shifts.date, first), lte(shifts.date, last)];
  if (statuses) where.push(inArray(shifts.status, statuses));
  return selectJoined(db)
    .where(and(...where))
    .orderBy(...byDateAndTime);
}

/** Every shift of a date, at any school or none (submitted availability has no school). */
export function listByDate(db: Executor, date: string) {
  return selectJoined(db)
    .where(eq(shifts.date, date))
    .orderBy(...byDateAndTime);
}

export function listByDateStatus(db: Executor, o: { date: string; status: ShiftStatus; schoolName: string | null }) {
  const where: SQL[] = [eq(shifts.date, o.date), eq(shifts.status, o.status)];
  if (o.schoolName) where.push(eq(shifts.schoolName, o.schoolName));
  return selectJoined(db)
    .where(and(...where))
    .orderBy(...byDateAndTime);
}

/** Shifts of some users between two dates: part-time data reads a month (and its edge weeks) at once. */
/**
 * Only what the part-time figures read: the month of every part-timer is thousands of rows, and
 * mapping unused columns (two timestamps each) was much of the endpoint's cost (bench/results.md).
 * Ordered by date only: the figures sort what they show, and a text sort on start time under the
 * database's collation was most of the query's time.
 */
type PackedShift = [
  date: string,
  status: number,
  schoolName: string | null,
  startTime: string | null,
  endTime: string | null,
  availableFrom: string | null,
];

/**
 * Each user's shifts between the dates, in date order, with the columns the part-time figures
 * read. The database packs each user's shifts into one JSON array: a month of every part-timer is
 * thousands of rows, and decoding them cell by cell (driver strings, Drizzle's row mapping, the
 * garbage of both) was most of the part-time data's CPU.
 */
export async function listForUsersBetween(
  db: Executor,
  userIds: string[],
  first: string,
  last: string,
): Promise<Map<string, PartTimerShift[]>> {
  const byUser = new Map<string, PartTimerShift[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      userId: shifts.userId,
      shifts: sql<
        PackedShift[] | string
      >`json_agg(json_build_array(${shifts.date}, ${shifts.status}, ${shifts.schoolName}, ${shifts.startTime}, ${shifts.endTime}, ${shifts.availableFrom}) order by ${shifts.date})`,
    })
    .from(shifts)
    .where(and(inArray(shifts.userId, userIds), gte(shifts.date, first), lte(shifts.date, last)))
    .groupBy(shifts.userId);
  for (const row of rows) {
    const packed: PackedShift[] = typeof row.shifts === 'string' ? JSON.parse(row.shifts) : row.shifts;
    byUser.set(
      row.userId,
      packed.map(([date, status, schoolName, startTime, endTime, availableFrom]) => ({
        date,
        status,
        schoolName,
        startTime,
        endTime,
        availableFrom,
      })),
    );
  }
  return byUser;
}

/** Assigned and confirmed shifts of the given teachers on the given dates, for the overlap check. */
export function listHeld(db: Executor, userIds: string[], dates: string[]) {
  if (userIds.length === 0 || dates.length === 0) return Promise.resolve([]);
  return selectJoined(db)
    .where(and(inArray(shifts.userId, userIds), inArray(shifts.date, dates), inArray(shifts.status, [1, 2])))
    .orderBy(asc(shifts.startTime), asc(shifts.id));
}

export async function findSubmission(db: Executor, userId: string, date: string) {
  const [row] = await db
    .select()
    .from(shifts)
    .where(and(eq(shifts.userId, userId), eq(shifts.date, date), eq(shifts.status, 0)));
  return row;
}

export async function hasHeldOn(db: Executor, userId: string, date: string, exceptId?: string): Promise<boolean> {
  const where: SQL[] = [eq(shifts.userId, userId), eq(shifts.date, date), inArray(shifts.status, [1, 2])];
  if (exceptId) where.push(ne(shifts.id, exceptId));
  const [row] = await db
    .select({ id: shifts.id })
    .from(shifts)
    .where(and(...where))
    .limit(1);
  return Boolean(row);
}

export async function insertShift(db: Executor, values: NewShiftRow) {
  const [row] = await db.insert(shifts).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function insertShifts(db: Executor, values: NewShiftRow[]) {
  if (values.length === 0) return [];
  return db.insert(shifts).values(values).returning();
}

export async function updateShift(db: Executor, id: string, values: Partial<NewShiftRow>) {
  const [row] = await db
    .update(shifts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(shifts.id, id))
    .returning();
  return row;
}

export async function deleteShift(db: Executor, id: string) {
  const [row] = await db.delete(shifts).where(eq(shifts.id, id)).returning();
  return row;
}

/** A teacher's shifts after the given date (not on it). */
export function deleteAfter(db: Executor, userId: string, date: string) {
  return db
    .delete(shifts)
    .where(and(eq(shifts.userId, userId), gt(shifts.date, date)))
    .returning();
}

export async function countShifts(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(shifts);
  return row?.n ?? 0;
}

/** Confirmed shifts of a date, at one school or (without a school) anywhere, with their teacher. */
export function listConfirmedShifts(
  db: Executor,
  o: { date: string; schoolName?: string; userId?: string; ids?: string[] },
) {
  const where = [eq(shifts.date, o.date), eq(shifts.status, CONFIRMED)];
  if (o.schoolName) where.push(eq(shifts.schoolName, o.schoolName));
  if (o.userId) where.push(eq(shifts.userId, o.userId));
  if (o.ids) where.push(inArray(shifts.id, o.ids));
  return db
    .select({
      shiftId: shifts.id,
      userId: users.id,
      name: users.name,
      nickname: users.nickname,
      startTime: shifts.startTime,
      endTime: shifts.endTime,
    })
    .from(shifts)
    .innerJoin(users, eq(users.id, shifts.userId))
    .where(and(...where))
    .orderBy(asc(shifts.startTime), asc(users.name), asc(shifts.id));
}

/**
 * One person's confirmed shifts between two dates, with the times a calendar feed needs (decision 0034): the
 * row's creation and last change number its versions.
 */
export function listConfirmedOfUser(db: Executor, userId: string, first: string, last: string) {
  return db
    .select({
      id: shifts.id,
      date: shifts.date,
      schoolName: shifts.schoolName,
      startTime: shifts.startTime,
      endTime: shifts.endTime,
      createdAt: shifts.createdAt,
      updatedAt: shifts.updatedAt,
    })
    .from(shifts)
    .where(
      and(eq(shifts.userId, userId), eq(shifts.status, CONFIRMED), gte(shifts.date, first), lte(shifts.date, last)),
    )
    .orderBy(asc(shifts.date), asc(shifts.startTime), asc(shifts.id));
}

/** Minutes of a shift from its 'HH:mm' times; 0 when a time is missing, unreadable or the end is not after the start. */
const shiftMinutes = sql`case when ${shifts.startTime} ~ '^\\d{1,2}:\\d{2}$' and ${shifts.endTime} ~ '^\\d{1,2}:\\d{2}$'
  then greatest(0, (split_part(${shifts.endTime}, ':', 1)::int * 60 + split_part(${shifts.endTime}, ':', 2)::int)
    - (split_part(${shifts.startTime}, ':', 1)::int * 60 + split_part(${shifts.startTime}, ':', 2)::int))
  else 0 end`;

/**
 * Which total a row of the hours report is, by `grouping(user_id, date, week_start, school_name)`: a bit is set
 * for each column the row is not grouped by.
 */
export const HOURS_GROUPING = {
  personDay: 0b0011,
  personWeek: 0b0101,
  personSchool: 0b0110,
  person: 0b0111,
  school: 0b1110,
  all: 0b1111,
} as const;

export interface HoursReportRow {
  grouping: number;
  userId: string | null;
  name: string | null;
  nickname: string | null;
  maxHours: number | null;
  date: string | null;
  weekStart: string | null;
  schoolName: string | null;
  /** Minutes on the month's own days. */
  monthMinutes: number;
  /** Minutes on every day of the group, days of the edge weeks outside the month included (for weeks). */
  allMinutes: number;
  monthShifts: number;
  /** A day's shifts: [schoolName, startTime, endTime] by start time; null on other rows. */
  shifts: [string | null, string | null, string | null][] | string | null;
}

/**
 * The hours report of a month (issue 22) in one statement: confirmed shifts from the first week's Monday to the last
 * week's Sunday, summed by the database per person and day, person and ISO week (Mon–Sun), person and school,
 * person, school and in all (grouping sets), with each person's name and max hours. Uses shifts_status_date.
 */
export async function hoursReportRows(
  db: Executor,
  o: { first: string; last: string; weeksFirst: string; weeksLast: string },
): Promise<HoursReportRow[]> {
  const result = (await db.execute(sql`
    with s as (
      select ${shifts.userId} as user_id, ${shifts.date} as date, ${shifts.schoolName} as school_name,
        ${shifts.startTime} as start_time, ${shifts.endTime} as end_time,
        -- Dates only (no time zone can shift them): the Monday of the date's ISO week.
        ${shifts.date} - (extract(isodow from ${shifts.date})::int - 1) as week_start,
        ${shifts.date} between ${o.first}::date and ${o.last}::date as in_month,
        ${shiftMinutes} as minutes
      from ${shifts}
      where ${shifts.status} = ${CONFIRMED} and ${shifts.date} between ${o.weeksFirst}::date and ${o.weeksLast}::date
    ), totals as (
      select user_id, date, week_start, school_name,
        grouping(user_id, date, week_start, school_name) as grouping,
        coalesce(sum(minutes) filter (where in_month), 0)::int as month_minutes,
        sum(minutes)::int as all_minutes,
        (count(*) filter (where in_month))::int as month_shifts,
        case when grouping(date) = 0
          then json_agg(json_build_array(school_name, start_time, end_time) order by start_time, school_name) end as shifts
      from s
      group by grouping sets ((user_id, date), (user_id, week_start), (user_id, school_name), (user_id), (school_name), ())
      having grouping(date) = 1 or bool_or(in_month)
    )
    select t.grouping as "grouping", t.user_id as "userId", u.name, u.nickname, u.max_hours as "maxHours",
      t.date::text as "date", t.week_start::text as "weekStart", t.school_name as "schoolName",
      t.month_minutes as "monthMinutes", t.all_minutes as "allMinutes", t.month_shifts as "monthShifts", t.shifts
    from totals t left join ${users} u on u.id = t.user_id
    order by u.name, t.user_id, t.date, t.week_start, t.school_name`)) as unknown as { rows: HoursReportRow[] };
  return result.rows;
}

import { and, asc, count, eq, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { insertMany, oneOf, updateMany } from '../../db/batch.ts';
import type { Executor } from '../../db/client.ts';
import { pickups, pickupShifts, pickupStudents, type NewPickupRow } from '../../db/schema/index.ts';
import { shiftsForJoins as shifts } from '../shifts/index.ts';
import { studentsForJoins as students } from '../students/index.ts';
import { usersForJoins as users } from '../users/index.ts';

const staffColumns = {
  pickupId: pickupShifts.pickupId,
  shiftId: shifts.id,
  userId: users.id,
  name: users.name,
  nickname: users.nickname,
  startTime: shifts.startTime,
  endTime: shifts.endTime,
};
export type StaffRow = Awaited<ReturnType<typeof listStaff>>[number];
export type StudentOfPickup = Awaited<ReturnType<typeof listStudents>>[number];

const byTime = [asc(pickups.timeToLeave), asc(pickups.timeToPickup), asc(pickups.location), asc(pickups.id)];

export function listBySchoolDate(db: Executor, schoolName: string, date: string) {
  return db
    .select()
    .from(pickups)
    .where(and(eq(pickups.schoolName, schoolName), eq(pickups.date, date)))
    .orderBy(...byTime);
}

/** The pickups of a date escorted by any of the given shifts. */
export function listByShifts(db: Executor, shiftIds: string[], date?: string) {
  if (shiftIds.length === 0) return Promise.resolve([]);
  const where = [
    inArray(
      pickups.id,
      db.select({ id: pickupShifts.pickupId }).from(pickupShifts).where(inArray(pickupShifts.shiftId, shiftIds)),
    ),
  ];
  if (date) where.push(eq(pickups.date, date));
  return db
    .select()
    .from(pickups)
    .where(and(...where))
    .orderBy(...byTime);
}

export async function findById(db: Executor, id: string, lock = false) {
  const q = db.select().from(pickups).where(eq(pickups.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** The staff of many pickups in one query. */
export function listStaff(db: Executor, pickupIds: string[]) {
  if (pickupIds.length === 0) return Promise.resolve([]);
  return db
    .select(staffColumns)
    .from(pickupShifts)
    .innerJoin(shifts, eq(shifts.id, pickupShifts.shiftId))
    .innerJoin(users, eq(users.id, shifts.userId))
    .where(inArray(pickupShifts.pickupId, pickupIds))
    .orderBy(asc(shifts.startTime), asc(users.name), asc(shifts.id));
}

/** The students of many pickups in one query. */
export function listStudents(db: Executor, pickupIds: string[]) {
  if (pickupIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      pickupId: pickupStudents.pickupId,
      id: students.id,
      name: students.name,
      grade: students.grade,
      photo: students.photo,
    })
    .from(pickupStudents)
    .innerJoin(students, eq(students.id, pickupStudents.studentId))
    .where(inArray(pickupStudents.pickupId, pickupIds))
    .orderBy(asc(students.name), asc(students.id));
}

/** The shift ids on each of the given pickups (pickup id, shift id pairs). */
export function listShiftLinks(db: Executor, pickupIds: string[]) {
  if (pickupIds.length === 0) return Promise.resolve([]);
  return db.select().from(pickupShifts).where(inArray(pickupShifts.pickupId, pickupIds));
}

/** Whether any of the user's shifts is on the pickup. */
export async function isAssigned(db: Executor, pickupId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: shifts.id })
    .from(pickupShifts)
    .innerJoin(shifts, eq(shifts.id, pickupShifts.shiftId))
    .where(and(eq(pickupShifts.pickupId, pickupId), eq(shifts.userId, userId)))
    .limit(1);
  return Boolean(row);
}

export async function replaceShifts(db: Executor, pickupId: string, shiftIds: string[]): Promise<void> {
  await db.delete(pickupShifts).where(eq(pickupShifts.pickupId, pickupId));
  if (shiftIds.length > 0) await db.insert(pickupShifts).values(shiftIds.map((shiftId) => ({ pickupId, shiftId })));
}

export async function updatePickup(db: Executor, id: string, values: Partial<NewPickupRow>) {
  const [row] = await db.update(pickups).set(values).where(eq(pickups.id, id)).returning();
  return row;
}

export async function countPickups(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(pickups);
  return row?.n ?? 0;
}

export async function insertPickup(
  db: Executor,
  values: NewPickupRow,
  links: { studentIds?: string[]; shiftIds?: string[] } = {},
) {
  const [row] = await db.insert(pickups).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  if (links.studentIds?.length)
    await db.insert(pickupStudents).values(links.studentIds.map((studentId) => ({ pickupId: row.id, studentId })));
  if (links.shiftIds?.length)
    await db.insert(pickupShifts).values(links.shiftIds.map((shiftId) => ({ pickupId: row.id, shiftId })));
  return row;
}

/** The pick-ups these students are on. */
export async function listPickupIdsOfStudents(db: Executor, studentIds: string[]): Promise<string[]> {
  if (studentIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: pickupStudents.pickupId })
    .from(pickupStudents)
    .where(inArray(pickupStudents.studentId, studentIds));
  return rows.map((r) => r.id);
}

/** Of these pick-ups, those no student is on any more: nobody is left to fetch. */
export async function deletePickupsWithoutStudents(db: Executor, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const deleted = await db
    .delete(pickups)
    .where(
      and(
        inArray(pickups.id, ids),
        sql`not exists (select 1 from ${pickupStudents} where ${pickupStudents.pickupId} = ${pickups.id})`,
      ),
    )
    .returning({ id: pickups.id });
  return deleted.length;
}

// ---- batches, for imports (decision 0025) ----

const onDays = (dates: readonly string[], schools: readonly string[]): SQL =>
  and(oneOf(pickups.date, dates), oneOf(pickups.schoolName, schools))!;

/** The pickups of these dates and schools, with how many staff each has and its students, oldest first. */
export async function findOnDays(db: Executor, dates: readonly string[], schools: readonly string[]) {
  const where = onDays(dates, schools);
  const rows = await db
    .select({
      id: pickups.id,
      date: pickups.date,
      schoolName: pickups.schoolName,
      location: pickups.location,
      category: pickups.category,
      timeToLeave: pickups.timeToLeave,
      timeToPickup: pickups.timeToPickup,
      timeToReturn: pickups.timeToReturn,
      outwardMethod: pickups.outwardMethod,
      returnMethod: pickups.returnMethod,
      status: pickups.status,
    })
    .from(pickups)
    .where(where)
    .orderBy(pickups.createdAt, pickups.id);
  const staff = await db
    .select({ pickupId: pickupShifts.pickupId, n: count() })
    .from(pickupShifts)
    .innerJoin(pickups, eq(pickups.id, pickupShifts.pickupId))
    .where(where)
    .groupBy(pickupShifts.pickupId);
  const links = await db
    .select({ pickupId: pickupStudents.pickupId, studentId: pickupStudents.studentId })
    .from(pickupStudents)
    .innerJoin(pickups, eq(pickups.id, pickupStudents.pickupId))
    .where(where);
  const staffCount = new Map(staff.map((s) => [s.pickupId, s.n]));
  const studentIds = new Map<string, string[]>();
  for (const l of links) studentIds.set(l.pickupId, [...(studentIds.get(l.pickupId) ?? []), l.studentId]);
  return rows.map((r) => ({ ...r, staffCount: staffCount.get(r.id) ?? 0, studentIds: studentIds.get(r.id) ?? [] }));
}

const TIMES_AND_METHODS = ['timeToLeave', 'timeToPickup', 'timeToReturn', 'outwardMethod', 'returnMethod'] as const;

export type ImportedPickup = Pick<
  NewPickupRow,
  'date' | 'schoolName' | 'location' | 'category' | (typeof TIMES_AND_METHODS)[number]
> & { studentIds: string[] };

export type ImportedPickupChange = Pick<NewPickupRow, (typeof TIMES_AND_METHODS)[number]> & {
  id: string;
  /** The new student list, or null when it stays as it is. */
  studentIds: string[] | null;
};

function insertLinks(db: Executor, links: { pickupId: string; studentId: string }[]): Promise<void> {
  return insertMany(db, pickupStudents, ['pickupId', 'studentId'], links);
}

/** New unconfirmed pickups and their students (ids made here, so the links need no round trip back). */
export async function insertPickupBatch(db: Executor, rows: ImportedPickup[]): Promise<void> {
  const withIds = rows.map((r) => ({ ...r, id: randomUUID() }));
  await insertMany(db, pickups, ['id', 'date', 'schoolName', 'location', 'category', ...TIMES_AND_METHODS], withIds);
  await insertLinks(
    db,
    withIds.flatMap((r) => r.studentIds.map((studentId) => ({ pickupId: r.id, studentId }))),
  );
}

/** Only unconfirmed pickups without staff change: one a supervisor took since the plan is left alone. */
export async function updateUnstaffedPickupBatch(db: Executor, rows: ImportedPickupChange[]): Promise<void> {
  const changed = new Set(
    await updateMany(db, pickups, ['id', ...TIMES_AND_METHODS], rows, {
      changedIds: true,
      also: and(
        eq(pickups.status, 0),
        notExists(
          db
            .select({ one: sql`1` })
            .from(pickupShifts)
            .where(eq(pickupShifts.pickupId, pickups.id)),
        ),
      ),
    }),
  );
  const relinked = rows.filter((r) => r.studentIds !== null && changed.has(r.id));
  if (relinked.length === 0) return;
  await db.delete(pickupStudents).where(
    inArray(
      pickupStudents.pickupId,
      relinked.map((r) => r.id),
    ),
  );
  await insertLinks(
    db,
    relinked.flatMap((r) => (r.studentIds ?? []).map((studentId) => ({ pickupId: r.id, studentId }))),
  );
}

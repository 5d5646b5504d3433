import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  manuals,
  pickups,
  pickupShifts,
  pickupStudents,
  shifts,
  students,
  users,
  type NewPickupRow,
} from '../../db/schema/index.ts';

const CONFIRMED = 2;

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
export type ManualUrlRow = Awaited<ReturnType<typeof listManuals>>[number];

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

export function listManuals(db: Executor, locations: string[]) {
  if (locations.length === 0) return Promise.resolve([]);
  return db
    .select({ locationName: manuals.locationName, pickupCategory: manuals.pickupCategory, url: manuals.url })
    .from(manuals)
    .where(inArray(manuals.locationName, locations))
    .orderBy(asc(manuals.createdAt), asc(manuals.id));
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

/** Some students, in SMS ID order: the demo seed spreads them over its pickups. */
export function listSomeStudentIds(db: Executor, limit: number) {
  return db.select({ id: students.id }).from(students).orderBy(asc(students.smsId)).limit(limit);
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

import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { importRuns, pickups, pickupShifts, pickupStudents, sessions, students, users } from '../../db/schema/index.ts';

/**
 * Imports read what a file needs in a fixed number of queries and write in batches: a 10,000-row
 * file must not become 10,000 round trips. A batch travels as ONE JSON parameter read by
 * json_to_recordset: thousands of bound parameters per statement are slow to prepare (PGlite
 * most of all) and PostgreSQL allows at most 65,535 of them.
 */
const CHUNK = 5000;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** A batch of rows as one json parameter; keys are the SQL column names. */
const json = (rows: readonly object[]) => sql`${JSON.stringify(rows)}::json`;

/** `column IN (values)` with the values as one json parameter, for the same reason. */
const oneOf = (column: AnyPgColumn, values: readonly (string | number)[], type: 'integer' | 'date' | 'text') =>
  sql`${column} = any(array(select (json_array_elements_text(${JSON.stringify(values)}::json))::${sql.raw(type)}))`;

/**
 * Serialises applies of one kind across every server process until the transaction ends, so two
 * simultaneous imports of the same file cannot both create the same rows.
 */
export async function lockKind(tx: Executor, kind: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`school-ops:import:${kind}`}))`);
}

// ---- students ----

export type ImportStudent = Awaited<ReturnType<typeof studentsBySmsIds>>[number];

export function studentsBySmsIds(db: Executor, smsIds: readonly number[]) {
  return db
    .select({
      id: students.id,
      smsId: students.smsId,
      name: students.name,
      grade: students.grade,
      remarks: students.remarks,
    })
    .from(students)
    .where(oneOf(students.smsId, smsIds, 'integer'));
}

export interface StudentInsert {
  smsId: number;
  name: string;
  grade: string;
  remarks: string | null;
}

/** New students; every other column (the reading setting) takes its default. */
export async function insertStudents(db: Executor, rows: StudentInsert[]): Promise<void> {
  for (const part of chunks(rows)) {
    await db.execute(sql`
      insert into students (sms_id, name, grade, remarks)
      select x.sms_id, x.name, x.grade, x.remarks
        from json_to_recordset(${json(part.map((r) => ({ sms_id: r.smsId, name: r.name, grade: r.grade, remarks: r.remarks })))})
          as x(sms_id integer, name text, grade text, remarks text)`);
  }
}

export interface StudentUpdate {
  id: string;
  name: string;
  grade: string;
  remarks: string | null;
}

export async function updateStudents(db: Executor, rows: StudentUpdate[]): Promise<void> {
  for (const part of chunks(rows)) {
    await db.execute(sql`
      update students as s
         set name = v.name, grade = v.grade, remarks = v.remarks, updated_at = now()
        from json_to_recordset(${json(part)}) as v(id uuid, name text, grade text, remarks text)
       where s.id = v.id`);
  }
}

// ---- daily schedule ----

export type ImportSession = Awaited<ReturnType<typeof sessionsOn>>[number];

/** Every session of the file's dates at the file's schools (then matched by key in memory). */
export function sessionsOn(db: Executor, dates: readonly string[], schools: readonly string[]) {
  return db
    .select({
      id: sessions.id,
      date: sessions.date,
      schoolName: sessions.schoolName,
      className: sessions.className,
      studentId: sessions.studentId,
      category: sessions.category,
      status: sessions.status,
      arrived: sessions.arrived,
      attendanceException: sessions.attendanceException,
    })
    .from(sessions)
    .where(and(oneOf(sessions.date, dates, 'date'), oneOf(sessions.schoolName, schools, 'text')))
    .orderBy(sessions.createdAt, sessions.id);
}

export interface SessionInsert {
  date: string;
  schoolName: string;
  className: string;
  category: string;
  studentId: string;
  arrived: boolean;
  attendanceException: string | null;
}

/** New sessions: status 'new', no teacher, every other column its default. */
export async function insertSessions(db: Executor, rows: SessionInsert[]): Promise<void> {
  for (const part of chunks(rows)) {
    const values = part.map((r) => ({
      date: r.date,
      school_name: r.schoolName,
      class_name: r.className,
      category: r.category,
      student_id: r.studentId,
      arrived: r.arrived,
      attendance_exception: r.attendanceException,
    }));
    await db.execute(sql`
      insert into sessions (date, school_name, class_name, category, student_id, arrived, attendance_exception)
      select x.date, x.school_name, x.class_name, x.category, x.student_id, x.arrived, x.attendance_exception
        from json_to_recordset(${json(values)})
          as x(date date, school_name text, class_name text, category text, student_id uuid, arrived boolean, attendance_exception text)`);
  }
}

export interface SessionUpdate {
  id: string;
  className: string;
  arrived: boolean;
  attendanceException: string | null;
}

/** Only sessions still 'new' change: one started since the plan was made is left alone. */
export async function updateSessions(db: Executor, rows: SessionUpdate[]): Promise<void> {
  for (const part of chunks(rows)) {
    const values = part.map((r) => ({
      id: r.id,
      class_name: r.className,
      arrived: r.arrived,
      attendance_exception: r.attendanceException,
    }));
    await db.execute(sql`
      update sessions as s
         set class_name = v.class_name, arrived = v.arrived, attendance_exception = v.attendance_exception, updated_at = now()
        from json_to_recordset(${json(values)}) as v(id uuid, class_name text, arrived boolean, attendance_exception text)
       where s.id = v.id and s.status = 'new'`);
  }
}

// ---- pickups ----

export type ImportPickup = Awaited<ReturnType<typeof pickupsOn>>[number];

const onDays = (dates: readonly string[], schools: readonly string[]): SQL =>
  and(oneOf(pickups.date, dates, 'date'), oneOf(pickups.schoolName, schools, 'text'))!;

/** The pickups of the file's dates and schools, with how many staff each has and its students. */
export async function pickupsOn(db: Executor, dates: readonly string[], schools: readonly string[]) {
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

export interface PickupWrite {
  date: string;
  schoolName: string;
  location: string;
  category: string;
  timeToLeave: string | null;
  timeToPickup: string | null;
  timeToReturn: string | null;
  outwardMethod: string | null;
  returnMethod: string | null;
  studentIds: string[];
}

const pickupColumns = (r: Omit<PickupWrite, 'studentIds' | 'date' | 'schoolName' | 'location' | 'category'>) => ({
  time_to_leave: r.timeToLeave,
  time_to_pickup: r.timeToPickup,
  time_to_return: r.timeToReturn,
  outward_method: r.outwardMethod,
  return_method: r.returnMethod,
});

async function insertLinks(db: Executor, links: { pickup_id: string; student_id: string }[]): Promise<void> {
  for (const part of chunks(links)) {
    await db.execute(sql`
      insert into pickup_students (pickup_id, student_id)
      select x.pickup_id, x.student_id from json_to_recordset(${json(part)}) as x(pickup_id uuid, student_id uuid)`);
  }
}

/** New unconfirmed pickups and their students (ids made here, so the links need no round trip back). */
export async function insertPickups(db: Executor, rows: PickupWrite[]): Promise<void> {
  const withIds = rows.map((r) => ({ ...r, id: randomUUID() }));
  for (const part of chunks(withIds)) {
    const values = part.map((r) => ({
      id: r.id,
      date: r.date,
      school_name: r.schoolName,
      location: r.location,
      category: r.category,
      ...pickupColumns(r),
    }));
    await db.execute(sql`
      insert into pickups (id, date, school_name, location, category, time_to_leave, time_to_pickup, time_to_return, outward_method, return_method)
      select x.id, x.date, x.school_name, x.location, x.category, x.time_to_leave, x.time_to_pickup, x.time_to_return, x.outward_method, x.return_method
        from json_to_recordset(${json(values)})
          as x(id uuid, date date, school_name text, location text, category text, time_to_leave text, time_to_pickup text,
               time_to_return text, outward_method text, return_method text)`);
  }
  await insertLinks(
    db,
    withIds.flatMap((r) => r.studentIds.map((studentId) => ({ pickup_id: r.id, student_id: studentId }))),
  );
}

export interface PickupUpdate {
  id: string;
  timeToLeave: string | null;
  timeToPickup: string | null;
  timeToReturn: string | null;
  outwardMethod: string | null;
  returnMethod: string | null;
  /** The new student list, or null when it stays as it is. */
  studentIds: string[] | null;
}

/** Only unconfirmed pickups without staff change: one a supervisor took since the plan is left alone. */
export async function updatePickups(db: Executor, rows: PickupUpdate[]): Promise<void> {
  for (const part of chunks(rows)) {
    const values = part.map((r) => ({ id: r.id, relink: r.studentIds !== null, ...pickupColumns(r) }));
    const changed = (await db.execute(sql`
      update pickups as p
         set time_to_leave = v.time_to_leave, time_to_pickup = v.time_to_pickup, time_to_return = v.time_to_return,
             outward_method = v.outward_method, return_method = v.return_method
        from json_to_recordset(${json(values)})
          as v(id uuid, relink boolean, time_to_leave text, time_to_pickup text, time_to_return text, outward_method text, return_method text)
       where p.id = v.id and p.status = 0
         and not exists (select 1 from pickup_shifts s where s.pickup_id = p.id)
      returning p.id, v.relink`)) as unknown as { rows: { id: string; relink: boolean }[] };
    const relink = new Set(changed.rows.filter((r) => r.relink).map((r) => r.id));
    const relinked = part.filter((r) => relink.has(r.id));
    if (relinked.length === 0) continue;
    await db.delete(pickupStudents).where(
      inArray(
        pickupStudents.pickupId,
        relinked.map((r) => r.id),
      ),
    );
    await insertLinks(
      db,
      relinked.flatMap((r) => r.studentIds!.map((studentId) => ({ pickup_id: r.id, student_id: studentId }))),
    );
  }
}

// ---- runs ----

export async function insertRun(db: Executor, values: typeof importRuns.$inferInsert) {
  const [row] = await db.insert(importRuns).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export type RunWithUser = Awaited<ReturnType<typeof listRuns>>[number];

const runColumns = {
  id: importRuns.id,
  kind: importRuns.kind,
  fileName: importRuns.fileName,
  counts: importRuns.counts,
  createdAt: importRuns.createdAt,
  userName: users.name,
};

export function listRuns(db: Executor, limit: number) {
  return db
    .select(runColumns)
    .from(importRuns)
    .leftJoin(users, eq(users.id, importRuns.userId))
    .orderBy(desc(importRuns.createdAt), desc(importRuns.id))
    .limit(limit);
}

export async function findRun(db: Executor, id: string): Promise<RunWithUser | undefined> {
  const [row] = await db
    .select(runColumns)
    .from(importRuns)
    .leftJoin(users, eq(users.id, importRuns.userId))
    .where(eq(importRuns.id, id));
  return row;
}

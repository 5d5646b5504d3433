import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { alias } from 'drizzle-orm/pg-core';
import { insertMany, oneOf, updateMany } from '../../db/batch.ts';
import type { Db, Executor } from '../../db/client.ts';
import { sessions, type NewSessionRow } from '../../db/schema/index.ts';
import { studentShownOnSession as studentShown, studentsForJoins as students } from '../students/index.ts';
import { usersForJoins as users } from '../users/index.ts';

const teacher = alias(users, 'teacher');
const modifier = alias(users, 'modifier');

/** A session with its student and teachers, in one row: lists never query per session. */
const joined = {
  session: sessions,
  student: {
    ...studentShown,
    timesRead: students.timesRead,
    abcStage: students.abcStage,
    abcLetters: students.abcLetters,
    oldProgression: students.oldProgression,
    spellingCategoryId: students.spellingCategoryId,
    bookId: students.bookId,
    nonSystemBook: students.nonSystemBook,
  },
  teacher: { id: teacher.id, name: teacher.name, nickname: teacher.nickname },
  modifier: { id: modifier.id, name: modifier.name, nickname: modifier.nickname },
};

/**
 * What the day's list shows and its reading-level check reads: each selected column is decoded
 * for every row, and the list is the app's most requested read.
 */
const listed = {
  session: {
    id: sessions.id,
    date: sessions.date,
    schoolName: sessions.schoolName,
    className: sessions.className,
    category: sessions.category,
    status: sessions.status,
    teacherId: sessions.teacherId,
    modifyingTeacherId: sessions.modifyingTeacherId,
    arrived: sessions.arrived,
    attendanceException: sessions.attendanceException,
    performance: sessions.performance,
    reading: sessions.reading,
    confirmed: sessions.confirmed,
    cancellationReason: sessions.cancellationReason,
    visible: sessions.visible,
    sessionCount: sessions.sessionCount,
    completedAt: sessions.completedAt,
  },
  student: studentShown,
  teacher: joined.teacher,
  modifier: joined.modifier,
};

function selectJoined(db: Executor) {
  return db
    .select(joined)
    .from(sessions)
    .innerJoin(students, eq(students.id, sessions.studentId))
    .leftJoin(teacher, eq(teacher.id, sessions.teacherId))
    .leftJoin(modifier, eq(modifier.id, sessions.modifyingTeacherId));
}

function selectListed(db: Executor) {
  return db
    .select(listed)
    .from(sessions)
    .innerJoin(students, eq(students.id, sessions.studentId))
    .leftJoin(teacher, eq(teacher.id, sessions.teacherId))
    .leftJoin(modifier, eq(modifier.id, sessions.modifyingTeacherId));
}

export type JoinedSession = NonNullable<Awaited<ReturnType<typeof findById>>>;
/** A row of the day's list: a JoinedSession is one too. */
export type ListedSession = Awaited<ReturnType<typeof listDay>>[number];

export async function listDay(db: Executor, o: { date: string; schoolName: string | null; includeCanceled: boolean }) {
  const where: SQL[] = [eq(sessions.date, o.date)];
  if (o.schoolName) where.push(eq(sessions.schoolName, o.schoolName));
  if (!o.includeCanceled) where.push(ne(sessions.status, 'canceled'));
  return selectListed(db)
    .where(and(...where))
    .orderBy(sessions.className, students.name, sessions.id);
}

export async function findById(db: Executor, id: string) {
  const [row] = await selectJoined(db).where(eq(sessions.id, id));
  return row;
}

/** findById built once (its joined select is costly to build), for reads outside a transaction. */
export function prepareFindById(db: Db): (id: string) => Promise<JoinedSession | undefined> {
  const query = selectJoined(db)
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_by_id');
  return async (id) => (await query.execute({ id }))[0];
}

/** The student's last completed reading session other than this one. */
export async function findPrevious(db: Executor, studentId: string, exceptId: string) {
  const [row] = await selectJoined(db)
    .where(
      and(
        eq(sessions.studentId, studentId),
        eq(sessions.status, 'completed'),
        eq(sessions.category, 'reading'),
        ne(sessions.id, exceptId),
      ),
    )
    .orderBy(desc(sessions.completedAt))
    .limit(1);
  return row;
}

/**
 * How many of a day's sessions each teacher completed, at one school or (null) at all: one query for any
 * teacher's count. The list beside it shows the same day and school, so the two never disagree.
 */
export async function countCompletedByTeacher(
  db: Executor,
  date: string,
  schoolName: string | null,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ teacherId: sessions.teacherId, n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(
      and(
        eq(sessions.date, date),
        eq(sessions.status, 'completed'),
        schoolName === null ? undefined : eq(sessions.schoolName, schoolName),
      ),
    )
    .groupBy(sessions.teacherId);
  return new Map(rows.flatMap((r) => (r.teacherId ? [[r.teacherId, r.n] as const] : [])));
}

/**
 * Changes a session only if it is still in the status the change starts from: of two teachers
 * starting the same session at once, exactly one gets the row back.
 */
export async function updateIfStatus(
  db: Executor,
  id: string,
  from: string | string[],
  values: Partial<NewSessionRow>,
  extra?: SQL,
): Promise<boolean> {
  const statuses = Array.isArray(from) ? from : [from];
  const rows = await db
    .update(sessions)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(sessions.id, id), sql`${sessions.status} in ${statuses}`, extra))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

/** What a session's audit events keep of it, before a change and after it. */
export const AUDITED_BEFORE = ['status', 'teacherId', 'category'] as const;
export const AUDITED_AFTER = [
  'status',
  'teacherId',
  'modifyingTeacherId',
  'category',
  'confirmed',
  'cancellationReason',
  'visible',
] as const;

/** AUDITED_AFTER read from the updated row, in SQL. */
const AUDITED_AFTER_SQL = sql.raw(
  `jsonb_build_object(${AUDITED_AFTER.map((k) => `'${k}', ${toSnakeCase(k)}`).join(', ')})`,
);

/** The columns of a listed session (listed.session), under the names the presenters read. */
const LISTED_COLUMNS = sql.raw(
  Object.keys(listed.session)
    .map((k) => `${toSnakeCase(k)} as "${k}"`)
    .join(', '),
);

type ListedColumns = ListedSession['session'];

export interface AuditedChange {
  actorId: string;
  requestId?: string;
  ip?: string;
  action: string;
  before: unknown;
}

/**
 * updateIfStatus and its audit event in one statement (a data-modifying WITH): both land or
 * neither, without a transaction's extra round trips, on the app's most frequent write.
 * Returns the session's listed columns as they are now, or undefined when nothing changed.
 */
export async function updateIfStatusAudited(
  db: Executor,
  id: string,
  from: string | string[],
  values: Partial<NewSessionRow>,
  audit: AuditedChange,
  extra?: SQL,
): Promise<ListedColumns | undefined> {
  const statuses = Array.isArray(from) ? from : [from];
  const update = db
    .update(sessions)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(sessions.id, id), sql`${sessions.status} in ${statuses}`, extra));
  const result = (await db.execute(sql`with changed as (${update.getSQL()} returning *),
    audited as (
      insert into audit_events (actor_id, action, entity, entity_id, before, after, request_id, ip)
      select ${audit.actorId}, ${audit.action}, 'session', id::text, ${JSON.stringify(audit.before)}::jsonb, ${AUDITED_AFTER_SQL},
        ${audit.requestId ?? null}, ${audit.ip ?? null}
      from changed
    )
    select ${LISTED_COLUMNS} from changed`)) as unknown as {
    rows: (Omit<ListedColumns, 'completedAt'> & { completedAt: string | Date | null })[];
  };
  const row = result.rows[0];
  if (!row) return undefined;
  // A raw statement's timestamps come back as text: the presenters take a Date, as Drizzle gives.
  return { ...row, completedAt: row.completedAt === null ? null : new Date(row.completedAt) };
}

export const ownedBy = (userId: string) => eq(sessions.teacherId, userId);
export const modifiedBy = (userId: string) => eq(sessions.modifyingTeacherId, userId);

export async function insertSession(db: Executor, values: NewSessionRow) {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function countSessions(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sessions);
  return row?.n ?? 0;
}

/** Many sessions at once (the demo seed's week), 200 rows per statement; the caller's transaction holds them. */
export async function insertSessions(db: Executor, rows: NewSessionRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) await db.insert(sessions).values(rows.slice(i, i + 200));
}

/** Every session of these students (a student cannot be deleted while one is left). */
export async function deleteSessionsOfStudents(db: Executor, studentIds: string[]): Promise<number> {
  if (studentIds.length === 0) return 0;
  return (await db.delete(sessions).where(inArray(sessions.studentId, studentIds)).returning({ id: sessions.id }))
    .length;
}

/** Distinct students per class of one school's sessions on one date (canceled sessions left out). */
export function countStudentsByClass(db: Executor, date: string, schoolName: string) {
  return db
    .select({ className: sessions.className, students: sql<number>`count(distinct ${sessions.studentId})::int` })
    .from(sessions)
    .where(and(eq(sessions.date, date), eq(sessions.schoolName, schoolName), ne(sessions.status, 'canceled')))
    .groupBy(sessions.className);
}

// ---- batches, for imports (decision 0025) ----

/** Every session of these dates at these schools, with what an import compares, oldest first. */
export function findOnDays(db: Executor, dates: readonly string[], schools: readonly string[]) {
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
    .where(and(oneOf(sessions.date, dates), oneOf(sessions.schoolName, schools)))
    .orderBy(sessions.createdAt, sessions.id);
}

export type ImportedSession = Pick<
  NewSessionRow,
  'date' | 'schoolName' | 'className' | 'category' | 'studentId' | 'arrived' | 'attendanceException'
>;

/** New sessions: status 'new', no teacher, every other column its default. */
export function insertSessionBatch(db: Executor, rows: ImportedSession[]): Promise<void> {
  return insertMany(
    db,
    sessions,
    ['date', 'schoolName', 'className', 'category', 'studentId', 'arrived', 'attendanceException'],
    rows,
  );
}

/** Only sessions still 'new' change: one started since the plan was made is left alone. */
export async function updateNewSessionBatch(
  db: Executor,
  rows: (Pick<ImportedSession, 'className' | 'arrived' | 'attendanceException'> & { id: string })[],
): Promise<void> {
  await updateMany(db, sessions, ['id', 'className', 'arrived', 'attendanceException'], rows, {
    also: eq(sessions.status, 'new'),
    touched: sessions.updatedAt,
  });
}

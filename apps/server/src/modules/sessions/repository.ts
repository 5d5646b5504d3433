import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { sessions, students, users, type NewSessionRow } from '../../db/schema/index.ts';

const teacher = alias(users, 'teacher');
const modifier = alias(users, 'modifier');

/** A session with its student and teachers, in one row: lists never query per session. */
const joined = {
  session: sessions,
  student: {
    id: students.id,
    name: students.name,
    grade: students.grade,
    smsId: students.smsId,
    comments: students.comments,
    readingStage: students.readingStage,
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
  student: {
    id: students.id,
    name: students.name,
    grade: students.grade,
    smsId: students.smsId,
    comments: students.comments,
    readingStage: students.readingStage,
  },
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

/** How many sessions each teacher completed on a day (every school): one query for any teacher's count. */
export async function countCompletedByTeacher(db: Executor, date: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ teacherId: sessions.teacherId, n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(and(eq(sessions.date, date), eq(sessions.status, 'completed')))
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

export const ownedBy = (userId: string) => eq(sessions.teacherId, userId);
export const modifiedBy = (userId: string) => eq(sessions.modifyingTeacherId, userId);

export async function insertSession(db: Executor, values: NewSessionRow) {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

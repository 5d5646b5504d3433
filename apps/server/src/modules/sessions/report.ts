import type { SessionCategory } from '@school-ops/shared';
import { and, asc, between, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { studentsForJoins as students } from '../students/index.ts';

const counted = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
const completed = (category: SessionCategory) =>
  counted(sql`${sessions.category} = ${category} and ${sessions.status} = 'completed'`);
const canceled = sql`${sessions.status} = 'canceled'`;

export interface SessionsReportCancellationRow {
  date: string;
  schoolName: string;
  className: string;
  category: SessionCategory;
  reason: string | null;
  parentsTold: boolean;
}

/**
 * Each student's month for the sessions report (issue 22), counted by the database in one statement: completed
 * reading and class sessions, cancellations (each with its reason and whether parents see it), 欠席 and 遅刻. Read
 * through sessions_school_date_status (one school) or sessions_date_status (every school).
 */
export function sessionsReportRows(db: Executor, o: { first: string; last: string; schoolName?: string }) {
  const where = [between(sessions.date, o.first, o.last)];
  if (o.schoolName) where.push(eq(sessions.schoolName, o.schoolName));
  return db
    .select({
      studentId: students.id,
      smsId: students.smsId,
      name: students.name,
      schools: sql<string[] | string>`array_agg(distinct ${sessions.schoolName} order by ${sessions.schoolName})`,
      sessions: sql<number>`count(*)::int`,
      readingCompleted: completed('reading'),
      classCompleted: completed('class'),
      canceled: counted(canceled),
      canceledParentsTold: counted(sql`${canceled} and ${sessions.visible}`),
      absences: counted(sql`${sessions.attendanceException} = '欠席'`),
      late: counted(sql`${sessions.attendanceException} = '遅刻'`),
      cancellations: sql<SessionsReportCancellationRow[] | string>`coalesce(json_agg(json_build_object(
          'date', ${sessions.date}, 'schoolName', ${sessions.schoolName}, 'className', ${sessions.className},
          'category', ${sessions.category}, 'reason', ${sessions.cancellationReason}, 'parentsTold', ${sessions.visible})
        order by ${sessions.date}, ${sessions.className}) filter (where ${canceled}), '[]'::json)`,
    })
    .from(sessions)
    .innerJoin(students, eq(students.id, sessions.studentId))
    .where(and(...where))
    .groupBy(students.id)
    .orderBy(asc(students.name), asc(students.smsId));
}

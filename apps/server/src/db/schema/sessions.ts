import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AttendanceException, SessionCategory, SessionStatus } from '@school-ops/shared';
import { students } from './students.ts';
import { users } from './users.ts';

/** A reading or class session of one student on one school day. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** School-local calendar date (Asia/Tokyo). */
    date: date({ mode: 'string' }).notNull(),
    schoolName: text().notNull(),
    className: text().notNull(),
    category: text().$type<SessionCategory>().notNull(),
    status: text().$type<SessionStatus>().notNull().default('new'),
    studentId: uuid()
      .notNull()
      .references(() => students.id, { onDelete: 'restrict' }),
    teacherId: uuid().references(() => users.id, { onDelete: 'set null' }),
    modifyingTeacherId: uuid().references(() => users.id, { onDelete: 'set null' }),
    arrived: boolean().notNull().default(false),
    attendanceException: text().$type<AttendanceException>(),
    /** startedAt, completedAt, comments and the test results of each kind of session. */
    performance: jsonb().$type<Record<string, unknown>>(),
    /** The student's reading setting when the session started. */
    reading: jsonb().$type<Record<string, unknown>>(),
    confirmed: boolean().notNull().default(false),
    cancellationReason: text(),
    visible: boolean().notNull().default(false),
    sessionCount: integer().notNull().default(1),
    completedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The day's list: one school, one date (then status and category filters).
    index('sessions_school_date_status').on(t.schoolName, t.date, t.status, t.category),
    index('sessions_date_status').on(t.date, t.status),
    // A student's previous completed session.
    index('sessions_student_completed').on(t.studentId, t.completedAt),
    // 'Sessions Completed Today' for one teacher.
    index('sessions_teacher_completed').on(t.teacherId, t.completedAt),
    // A child's reading journey (issue 21): one student's completed reading sessions by date, read backwards for
    // 'newest first' (ascending on purpose: `order by date desc, completed_at desc` is nulls first, the backward
    // scan of this order; an index declared desc nulls last was passed over for a scan of every day's sessions).
    index('sessions_student_reading_done')
      .on(t.studentId, t.date, t.completedAt)
      .where(sql`${t.category} = 'reading' and ${t.completedAt} is not null`),
    // The ABC sessions among them, for the letters missed lately: found by the index, not by reading every completed
    // session of a child on ABCs (the overview asked this for each of a school's children: 50 of its 100 ms).
    index('sessions_student_abc_done')
      .on(t.studentId, t.date, t.completedAt)
      .where(
        sql`${t.category} = 'reading' and ${t.completedAt} is not null and (${t.performance} -> 'abc') is not null`,
      ),
    // The overview's roster: a school's month of reading sessions, who and in which class, from the index alone.
    index('sessions_school_reading_roster')
      .on(t.schoolName, t.date, t.studentId, t.className)
      .where(sql`${t.category} = 'reading' and ${t.status} <> 'canceled'`),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;

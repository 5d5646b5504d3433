import { sql } from 'drizzle-orm';
import { date, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ShiftStatus } from '@school-ops/shared';
import { users } from './users.ts';

/**
 * A teacher's shift on one school day. A part-timer's availability is a submitted shift (0) with
 * availableFrom/availableUntil; a supervisor assigns it (1: school, start and end time) and then
 * confirms it (2). Canceled is -1. Times are school-local 'HH:mm'.
 */
export const shifts = pgTable(
  'shifts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** School-local calendar date (Asia/Tokyo). */
    date: date({ mode: 'string' }).notNull(),
    status: smallint().$type<ShiftStatus>().notNull().default(0),
    schoolName: text(),
    startTime: text(),
    endTime: text(),
    availableFrom: text(),
    availableUntil: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Manage Shifts: one date, one school; the confirmed list of GET /shifts.
    index('shifts_date_school_status').on(t.date, t.schoolName, t.status),
    // A teacher's month (availability, part-time data) and their day (overlap checks, my shift).
    index('shifts_user_date').on(t.userId, t.date),
    // Part-time data and the confirm step look for statuses over a range of dates.
    index('shifts_status_date').on(t.status, t.date),
    // One availability per teacher per date: two submissions at once cannot both insert.
    uniqueIndex('shifts_one_submission_per_day')
      .on(t.userId, t.date)
      .where(sql`${t.status} = 0`),
  ],
);

export type ShiftRow = typeof shifts.$inferSelect;
export type NewShiftRow = typeof shifts.$inferInsert;

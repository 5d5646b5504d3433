import { date, index, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { shifts } from './shifts.ts';
import { students } from './students.ts';

/** A pick-up or drop-off of children on one school day, escorted by staff on confirmed shifts. */
export const pickups = pgTable(
  'pickups',
  {
    id: uuid().primaryKey().defaultRandom(),
    date: date({ mode: 'string' }).notNull(),
    schoolName: text().notNull(),
    location: text().notNull(),
    /** 'pick-up' or 'drop-off'. */
    category: text().notNull(),
    /** School-local 'HH:mm'. */
    timeToLeave: text(),
    timeToPickup: text(),
    timeToReturn: text(),
    outwardMethod: text(),
    returnMethod: text(),
    /** 0 unconfirmed … 5 done (docs/product.md §4). */
    status: smallint().notNull().default(0),
    lastUpdate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    comments: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pickups_school_date').on(t.schoolName, t.date), index('pickups_date').on(t.date)],
);

export const pickupStudents = pgTable(
  'pickup_students',
  {
    pickupId: uuid()
      .notNull()
      .references(() => pickups.id, { onDelete: 'cascade' }),
    studentId: uuid()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.pickupId, t.studentId] }), index('pickup_students_student').on(t.studentId)],
);

/** The staff on a pickup: their confirmed shifts of that day. */
export const pickupShifts = pgTable(
  'pickup_shifts',
  {
    pickupId: uuid()
      .notNull()
      .references(() => pickups.id, { onDelete: 'cascade' }),
    shiftId: uuid()
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.pickupId, t.shiftId] }), index('pickup_shifts_shift').on(t.shiftId)],
);

export type PickupRow = typeof pickups.$inferSelect;
export type NewPickupRow = typeof pickups.$inferInsert;

import { boolean, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** The day's log of one class at one school: title, description and photos (storage keys). */
export const activities = pgTable(
  'activities',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** School-local calendar date (Asia/Tokyo). */
    date: date({ mode: 'string' }).notNull(),
    schoolName: text().notNull(),
    className: text().notNull(),
    /** The class group: 'AM', 'all day' or 'PM'. */
    category: text().notNull(),
    title: text().notNull().default(''),
    description: text().notNull().default(''),
    confirmed: boolean().notNull().default(false),
    photos: jsonb().$type<string[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One activity per class per school per day: creating it twice at once cannot make two.
    uniqueIndex('activities_one_per_class_day').on(t.schoolName, t.date, t.className),
    index('activities_date').on(t.date),
  ],
);

export type ActivityRow = typeof activities.$inferSelect;
export type NewActivityRow = typeof activities.$inferInsert;

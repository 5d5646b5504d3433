import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { books } from './books.ts';
import { spellingCategories } from './spelling-categories.ts';

/**
 * The reading setting is kept in columns (not JSON) so that a book or spelling category in use
 * cannot be deleted from under a student (foreign keys, on delete restrict).
 */
export const students = pgTable(
  'students',
  {
    id: uuid().primaryKey().defaultRandom(),
    smsId: integer().notNull(),
    name: text().notNull(),
    grade: text().notNull().default(''),
    remarks: text(),
    comments: text(),
    photo: text(),
    readingStage: smallint().notNull().default(0),
    timesRead: integer().notNull().default(1),
    abcStage: text().notNull().default('uppercaseAbcs'),
    abcLetters: smallint().notNull().default(5),
    oldProgression: boolean().notNull().default(false),
    spellingCategoryId: uuid().references(() => spellingCategories.id, { onDelete: 'restrict' }),
    bookId: uuid().references(() => books.id, { onDelete: 'restrict' }),
    nonSystemBook: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('students_sms_id').on(t.smsId),
    index('students_name').on(sql`lower(${t.name})`),
    index('students_book').on(t.bookId),
    index('students_spelling_category').on(t.spellingCategoryId),
  ],
);

export type StudentRow = typeof students.$inferSelect;
export type NewStudentRow = typeof students.$inferInsert;

import { integer, jsonb, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

export interface KeyWord {
  word: string;
  page: number;
  hint?: string | null;
}
export interface BookQuestion {
  question: string;
  page: number;
  hint?: string | null;
}

export const BOOKS_UNIQUE_PART = 'books_level_order_part';

export const books = pgTable(
  'books',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    level: smallint().notNull(),
    // "order" is an SQL keyword: the column is book_order, the field keeps the spec's name.
    order: smallint('book_order').notNull(),
    part: smallint(),
    wordCount: integer().notNull(),
    keyWords: jsonb().$type<KeyWord[]>().notNull().default([]),
    questions: jsonb().$type<BookQuestion[]>().notNull().default([]),
    coverImage: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // One book per level, order and part; a book without a part counts as one part (nulls not distinct).
  // The constraint's index also serves the list's order.
  (t) => [unique(BOOKS_UNIQUE_PART).on(t.level, t.order, t.part).nullsNotDistinct()],
);

export type BookRow = typeof books.$inferSelect;
export type NewBookRow = typeof books.$inferInsert;

import { index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export interface SpellingWord {
  /** The word with its phonics separated by '/', e.g. 'sh/i/p'. */
  word: string;
  /** Storage key of the word's GIF, or null. */
  image: string | null;
}

export const spellingCategories = pgTable(
  'spelling_categories',
  {
    id: uuid().primaryKey().defaultRandom(),
    category: text().notNull(),
    level: smallint().notNull(),
    order: smallint('category_order').notNull(),
    words: jsonb().$type<SpellingWord[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('spelling_categories_level_order').on(t.level, t.order)],
);

export type SpellingCategoryRow = typeof spellingCategories.$inferSelect;
export type NewSpellingCategoryRow = typeof spellingCategories.$inferInsert;

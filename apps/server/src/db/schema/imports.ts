import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One applied import (students, daily schedule or pick-ups): who, when, which file and what it changed. */
export const importRuns = pgTable(
  'import_runs',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    fileName: text(),
    // Users are soft-deleted, so the name stays; set null only guards a hard delete.
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** { create, update, unchanged, kept } */
    counts: jsonb().$type<Record<string, number>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('import_runs_created').on(t.createdAt)],
);

export type ImportRunRow = typeof importRuns.$inferSelect;

import { integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Photos each person sent in their current one-minute window (owned by the storage module):
 * in the database, so that every server process counts against one budget.
 */
export const uploadBudget = pgTable('upload_budget', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  windowStartedAt: timestamp({ withTimezone: true }).notNull(),
  photos: integer().notNull(),
});

import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Settings shared by every server process (the app may run as several instances): the shift
 * submission switch, the student-notes site... One row per key, owned by the settings module,
 * whose registry says each key's value shape (modules/settings/keys.ts).
 */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type AppSettingRow = typeof appSettings.$inferSelect;

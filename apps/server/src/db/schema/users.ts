import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Language, MainShiftDay, ReadingLevel } from '@school-ops/shared';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    username: text().notNull(),
    smsId: integer().notNull(),
    name: text().notNull(),
    nickname: text(),
    /** Teaching role; admins and managers may have none. */
    role: smallint(),
    authority: smallint().notNull(),
    passwordHash: text().notNull(),
    pinHash: text().notNull(),
    mustChangePassword: boolean().notNull().default(true),
    mustChangePin: boolean().notNull().default(true),
    /** Bumped on reset and delete: every token carrying an older value is refused. */
    tokenVersion: integer().notNull().default(0),
    maxHours: integer(),
    readingLevel: text().$type<ReadingLevel>().notNull().default('none'),
    trainingLevel: smallint().notNull().default(0),
    mainShift: jsonb().$type<MainShiftDay[]>(),
    language: text().$type<Language>().notNull().default('en'),
    /** False until the person (or a manager) picks a language: the first sign-in may then store the page's. */
    languageChosen: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_username_live')
      .on(t.username)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_sms_id_live')
      .on(t.smsId)
      .where(sql`${t.deletedAt} is null`),
    index('users_role').on(t.role),
    check('users_language', sql`${t.language} in ('en', 'ja')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

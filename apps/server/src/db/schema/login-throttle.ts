import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Sign-in failure counters live in the database so several server processes share them. */
export const loginThrottle = pgTable('login_throttle', {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  lastFailureAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp({ withTimezone: true }),
});

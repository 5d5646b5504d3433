import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Sign-in tokens ended before their time by a logout (decision 0015), kept until they would have
 * run out anyway. Owned by the auth module.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_user').on(t.userId), index('revoked_tokens_expires').on(t.expiresAt)],
);

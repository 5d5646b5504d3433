import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One private calendar feed per person (decision 0034). The URL's token is an HMAC of `nonce` under the server's
 * secret, so the person can be shown their URL again; only its SHA-256 is stored and looked up, so a copy of the
 * database alone opens no feed. Renewing replaces the nonce (and the hash): the old URL stops answering.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    nonce: text().notNull(),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash').on(t.tokenHash)],
);

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

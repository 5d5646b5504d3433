import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The writes a device sent with an Idempotency-Key (issue 20, decision 0031): a change queued offline may reach the
 * server twice (the reply was lost, the tab was closed mid-send), and the second time it must be answered as the
 * first was, not applied again. The key is the sender's: two people's keys never meet. Owned by idempotency/.
 */
export const appliedRequests = pgTable(
  'applied_requests',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    /** What was asked (method, route, parameters and body), hashed: the same key with another request is refused. */
    requestHash: text().notNull(),
    status: integer().notNull(),
    reply: jsonb(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

import { index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const links = pgTable(
  'links',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    url: text().notNull(),
    /** The weakest teaching role that sees it: 3 part-timers and up, 2 full-timers and up, 0 school managers. */
    role: smallint().notNull(),
    clickCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('links_role_clicks').on(t.role, t.clickCount)],
);

export type LinkRow = typeof links.$inferSelect;

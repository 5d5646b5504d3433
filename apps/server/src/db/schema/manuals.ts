import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const manuals = pgTable(
  'manuals',
  {
    id: uuid().primaryKey().defaultRandom(),
    locationName: text().notNull(),
    url: text().notNull(),
    /** 'pick-up' or 'drop-off'. */
    pickupCategory: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('manuals_location_category').on(t.locationName, t.pickupCategory)],
);

export type ManualRow = typeof manuals.$inferSelect;

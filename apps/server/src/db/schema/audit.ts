import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every recorded change (audit/record.ts). The audit log reads it newest first, page by page on (at, id)
 * (decision 0035): each filter has an index that ends in (at, id), so a page is an index range scan of 51 rows
 * whatever the table's size.
 *
 * The word search (decision 0040) reads `search_text`: the event's labels and the words of its before and after,
 * secrets left out, lower-cased; PostgreSQL computes it from the row (migration 0015's `audit_search_text`), so
 * every insert has it, however it is written, and a trigram index finds a substring in it.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorId: uuid(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
    requestId: text(),
    ip: text(),
    searchText: text()
      .notNull()
      .generatedAlwaysAs(sql`audit_search_text(action, entity, entity_id, before, after)`),
  },
  (t) => [
    index('audit_events_at').on(t.at, t.id),
    index('audit_events_actor').on(t.actorId, t.at, t.id),
    // A person and a kind together: without it, a person with many events and none of that kind is read whole.
    index('audit_events_actor_entity').on(t.actorId, t.entity, t.at, t.id),
    index('audit_events_entity').on(t.entity, t.at, t.id),
    index('audit_events_record').on(t.entityId, t.at, t.id),
    index('audit_events_search').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;

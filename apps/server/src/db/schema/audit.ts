import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
  },
  (t) => [index('audit_events_entity').on(t.entity, t.entityId), index('audit_events_at').on(t.at)],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;

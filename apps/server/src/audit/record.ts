import type { Executor } from '../db/client.ts';
import { auditEvents } from '../db/schema/index.ts';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  requestId?: string;
  ip?: string;
}

/** Call inside the transaction of the change it describes, so both land or neither does. */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: entry.requestId ?? null,
    ip: entry.ip ?? null,
  });
}

/** Who acted, from where: what every service passes down to recordAudit. */
export interface Actor {
  id: string;
  authority: number;
  role: number | null;
  requestId?: string;
  ip?: string;
}

export function auditOf(actor: Actor) {
  return { actorId: actor.id, requestId: actor.requestId, ip: actor.ip };
}

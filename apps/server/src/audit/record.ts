import type { Identity } from '../auth/identity.ts';
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

/**
 * Call inside the transaction of the change it describes, so both land or neither does. A batch of entries (one
 * per created row) is one insert, not one per row.
 */
export async function recordAudit(db: Executor, entry: AuditEntry | AuditEntry[]): Promise<void> {
  const entries = Array.isArray(entry) ? entry : [entry];
  if (entries.length === 0) return;
  await db.insert(auditEvents).values(
    entries.map((e) => ({
      actorId: e.actorId,
      action: e.action,
      entity: e.entity,
      entityId: e.entityId ?? null,
      before: e.before ?? null,
      after: e.after ?? null,
      requestId: e.requestId ?? null,
      ip: e.ip ?? null,
    })),
  );
}

/** Who acted, from where: what every service passes down to recordAudit. */
export function auditOf(who: Pick<Identity, 'id' | 'requestId' | 'ip'>) {
  return { actorId: who.id, requestId: who.requestId, ip: who.ip };
}

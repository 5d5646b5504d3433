import type { AuditChangeDto, AuditEventDto } from '@school-ops/shared';
import type { AuditListRow } from '../../audit/repository.ts';
import { scrubHashes } from '../../lib/log-safety.ts';

/**
 * Fields whose values never leave the server, wherever they sit in an event: the services record presented
 * records (no hashes), but an event is history, and one older or careless entry must not show a secret.
 */
const SECRET_FIELD =
  /(hash|secret|nonce)$|^(password|pin|currentpassword|newpassword|currentpin|newpin|token|jwt|devicetokens?)$/i;

export const isSecretField = (field: string) => SECRET_FIELD.test(field);

/** A value with secret fields dropped at any depth and anything shaped like a hash or digest blanked. */
function scrub(value: unknown): unknown {
  if (typeof value === 'string') return scrubHashes(value);
  if (Array.isArray(value)) return value.map(scrub);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, isSecretField(k) ? '[redacted]' : scrub(v)] as const),
    );
  }
  return value;
}

const isRecord = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Field by field: for a change, the fields whose values differ; for a creation or a deletion, every field of the
 * side there is. A value that is not a record (a list, a number) is one change with no field name.
 */
export function diffOf(before: unknown, after: unknown): AuditChangeDto[] {
  if (before == null && after == null) return [];
  if (!isRecord(before ?? {}) || !isRecord(after ?? {})) {
    return same(before, after) ? [] : [{ field: '', before: scrub(before), after: scrub(after) }];
  }
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const changes: AuditChangeDto[] = [];
  for (const field of fields) {
    const inBefore = before != null && Object.hasOwn(b, field);
    const inAfter = after != null && Object.hasOwn(a, field);
    if (inBefore && inAfter && same(b[field], a[field])) continue;
    if (isSecretField(field)) {
      changes.push({ field, redacted: true });
      continue;
    }
    changes.push({
      field,
      ...(inBefore && { before: scrub(b[field]) }),
      ...(inAfter && { after: scrub(a[field]) }),
    });
  }
  return changes;
}

export function presentAuditEvent(row: AuditListRow): AuditEventDto {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actorId ? { id: row.actorId, name: row.actorName } : null,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    changes: diffOf(row.before, row.after),
  };
}

/** 'field: before → after' per change, for a spreadsheet cell. */
export function describeChanges(changes: AuditChangeDto[]): string {
  const text = (v: unknown) => (v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));
  return changes
    .map((c) => {
      const value = c.redacted ? '[redacted]' : `${text(c.before)} → ${text(c.after)}`;
      return c.field ? `${c.field}: ${value}` : value;
    })
    .join('\n');
}

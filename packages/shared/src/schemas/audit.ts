import { z } from 'zod';
import { isoDate } from './common.ts';

/** One page of the audit log: 50 events, newest first (decision 0035). */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_SEARCH_MAX = 100;

/** The kinds of record the audit trail names (audit/record.ts callers), for the filter and for words on screen. */
export const AUDIT_ENTITIES = [
  'user',
  'student',
  'session',
  'shift',
  'pickup',
  'activity',
  'book',
  'spelling-category',
  'link',
  'manual',
  'app_setting',
  'import_run',
  'login',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_MESSAGES = {
  badCursor: 'this page of the audit log is out of date: search again',
  dateOrder: 'the start date must be on or before the end date',
} as const;

/** Trimmed; empty is the same as absent. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((v) => (v ? v : undefined));

export const auditQuerySchema = z
  .object({
    /** Who made the change. */
    actorId: z.uuid({ error: 'person must be a user id' }).optional(),
    /** The kind of record: 'student', 'shift', … as audit/record.ts writes it. */
    entity: optionalText(40, 'kind of record must be at most 40 characters'),
    /** One record's id. */
    entityId: optionalText(100, 'record must be at most 100 characters'),
    /** School-local dates (Asia/Tokyo), both inclusive. */
    from: isoDate.optional(),
    to: isoDate.optional(),
    /** Words to find in the action, the kind of record or the values before and after. */
    q: optionalText(AUDIT_SEARCH_MAX, 'search must be at most 100 characters'),
    /** Where the previous page ended: its nextCursor. */
    cursor: z.string().max(200).optional(),
    format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).default('json'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: AUDIT_MESSAGES.dateOrder, path: ['to'] });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** One field of a record before and after a change; secrets are never sent, only that they changed. */
export interface AuditChangeDto {
  field: string;
  /** JSON values as stored; undefined where the field did not exist on that side. */
  before?: unknown;
  after?: unknown;
  redacted?: true;
}

export interface AuditEventDto {
  id: number;
  /** ISO instant. */
  at: string;
  /** Null for the system; a name of null for a person since deleted for good. */
  actor: { id: string; name: string | null } | null;
  action: string;
  entity: string;
  entityId: string | null;
  changes: AuditChangeDto[];
}

export interface AuditPageDto {
  documents: AuditEventDto[];
  /** Pass as `cursor` for the next page; null at the end. */
  nextCursor: string | null;
  /**
   * Where this page's reading stopped, so the screen can say how far back it looked: a search of words shorter than
   * three letters reads a bounded number of events per page (decisions 0035, 0040); a longer one, the whole log
   * (null when nothing is left). Null without a search.
   */
  searchedUntil: string | null;
}

import { and, desc, eq, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { auditEvents } from '../db/schema/index.ts';
import { usersForJoins as users } from '../modules/users/index.ts';

/** Where a page ends: the last event's instant as PostgreSQL wrote it (microseconds kept) and its id. */
export interface AuditCursor {
  at: string;
  id: number;
}

export interface AuditFilter {
  actorId?: string;
  entity?: string;
  entityId?: string;
  /** Instants: from inclusive, until exclusive. */
  from?: Date;
  until?: Date;
}

/**
 * A search for words too short for the trigram index (fewer than three letters or digits in a row: 欠席, 'am')
 * reads at most this many events (newest first, after the other filters) per page, so that its cost is bounded here
 * rather than by the table's size (decisions 0035, 0040).
 */
export const SEARCH_WINDOW = 5000;

/**
 * Three letters or digits in a row (pg_trgm's word characters, Japanese included): then the pattern has a trigram
 * and `audit_events_search` finds the matching events among all of them.
 */
const INDEXED_WORDS = /[\p{L}\p{N}]{3}/u;

export const searchUsesIndex = (text: string) => INDEXED_WORDS.test(text);

const columns = {
  id: auditEvents.id,
  at: auditEvents.at,
  atText: sql<string>`${auditEvents.at}::text`.as('at_text'),
  actorId: auditEvents.actorId,
  actorName: users.name,
  action: auditEvents.action,
  entity: auditEvents.entity,
  entityId: auditEvents.entityId,
  before: auditEvents.before,
  after: auditEvents.after,
};

/** The event's own columns: the window below reads them before the actor's name is joined. */
const { actorName: _actorName, ...eventColumns } = columns;

export type AuditListRow = {
  id: number;
  at: Date;
  atText: string;
  actorId: string | null;
  actorName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
};

const NEWEST_FIRST = [desc(auditEvents.at), desc(auditEvents.id)];

function conditions(f: AuditFilter, cursor: AuditCursor | undefined): SQL[] {
  const where: SQL[] = [];
  if (f.actorId) where.push(eq(auditEvents.actorId, f.actorId));
  if (f.entity) where.push(eq(auditEvents.entity, f.entity));
  if (f.entityId) where.push(eq(auditEvents.entityId, f.entityId));
  if (f.from) where.push(gte(auditEvents.at, f.from));
  if (f.until) where.push(lt(auditEvents.at, f.until));
  // A row comparison: the (…, at, id) indexes read it as one range.
  if (cursor) where.push(sql`(${auditEvents.at}, ${auditEvents.id}) < (${cursor.at}::timestamptz, ${cursor.id})`);
  return where;
}

/**
 * The words as a LIKE pattern on `search_text` (the event's words, lower-cased by PostgreSQL when it was written:
 * migration 0015), lower-cased by PostgreSQL the same way; LIKE's wildcards in a person's words are literal.
 */
const matches = (searchText: AnyColumn | SQL.Aliased, text: string) =>
  sql`${searchText} like lower(${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`;

/** Up to `limit` events meeting `where`, newest first, with the actor's name. */
function newestEvents(db: Executor, where: SQL[], limit: number) {
  return db
    .select(columns)
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(and(...where))
    .orderBy(...NEWEST_FIRST)
    .limit(limit) as Promise<AuditListRow[]>;
}

/** Up to `limit` events after the cursor, newest first, with the actor's name: one index range scan. */
export function listAuditEvents(db: Executor, f: AuditFilter, limit: number, cursor?: AuditCursor) {
  return newestEvents(db, conditions(f, cursor), limit);
}

/**
 * The events after the cursor, within the filters, whose words hold `text` (case-insensitive, anywhere in the action,
 * kind, record or the keys and values before and after, secrets excepted).
 *
 * Words with a trigram: up to `limit` of them, found through the trigram index wherever they are (`windowEnd` null);
 * PostgreSQL weighs that against reading newest first when the words are common. Shorter words: those among the next
 * SEARCH_WINDOW events, and the last event of that window when it was full, where the next page's reading starts.
 */
export async function searchAuditEvents(
  db: Executor,
  f: AuditFilter,
  text: string,
  limit: number,
  cursor?: AuditCursor,
): Promise<{ rows: AuditListRow[]; windowEnd: (AuditCursor & { instant: Date }) | null }> {
  if (searchUsesIndex(text)) {
    const rows = await newestEvents(db, [...conditions(f, cursor), matches(auditEvents.searchText, text)], limit);
    return { rows, windowEnd: null };
  }
  // One index range scan of the window, each event tested on its precomputed words.
  const window = db
    .select({ ...eventColumns, searchText: auditEvents.searchText })
    .from(auditEvents)
    .where(and(...conditions(f, cursor)))
    .orderBy(...NEWEST_FIRST)
    .limit(SEARCH_WINDOW)
    .as('w');
  const rows = (await db
    .select({
      id: window.id,
      at: window.at,
      atText: window.atText,
      actorId: window.actorId,
      actorName: users.name,
      action: window.action,
      entity: window.entity,
      entityId: window.entityId,
      before: window.before,
      after: window.after,
    })
    .from(window)
    .leftJoin(users, eq(users.id, window.actorId))
    .where(matches(window.searchText, text))
    .orderBy(desc(window.at), desc(window.id))
    .limit(limit)) as AuditListRow[];
  const [end] = await db
    .select({ at: sql<string>`${auditEvents.at}::text`, id: auditEvents.id, instant: auditEvents.at })
    .from(auditEvents)
    .where(and(...conditions(f, cursor)))
    .orderBy(...NEWEST_FIRST)
    .offset(SEARCH_WINDOW - 1)
    .limit(1);
  return { rows, windowEnd: end ?? null };
}

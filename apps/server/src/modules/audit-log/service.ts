import {
  addDays,
  AUDIT_MESSAGES,
  AUDIT_PAGE_SIZE,
  formatCsv,
  type AuditPageDto,
  type AuditQuery,
} from '@school-ops/shared';
import {
  listAuditEvents,
  searchAuditEvents,
  type AuditCursor,
  type AuditFilter,
  type AuditListRow,
} from '../../audit/repository.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/http-error.ts';
import * as policy from './policy.ts';
import { describeChanges, presentAuditEvent } from './presenter.ts';

/** An export stops here: enough for any question a manager asks of a filtered view, bounded for the server. */
export const AUDIT_EXPORT_MAX = 100_000;
const EXPORT_CHUNK = 500;

/** The school's midnight of a date as an instant: Japan keeps +09:00 all year. */
const schoolMidnight = (date: string) => new Date(`${date}T00:00:00+09:00`);

function filterOf(q: AuditQuery): AuditFilter {
  return {
    actorId: q.actorId,
    entity: q.entity,
    entityId: q.entityId,
    from: q.from ? schoolMidnight(q.from) : undefined,
    until: q.to ? schoolMidnight(addDays(q.to, 1)) : undefined,
  };
}

/** How PostgreSQL writes a timestamptz as text; the cursor's instant goes back to it as a cast, so nothing else. */
const PG_TIMESTAMPTZ = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d)?$/;

export const encodeCursor = (c: AuditCursor) => Buffer.from(JSON.stringify([c.at, c.id])).toString('base64url');

function decodeCursor(text: string | undefined): AuditCursor | undefined {
  if (text === undefined) return undefined;
  try {
    const [at, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && PG_TIMESTAMPTZ.test(at) && Number.isSafeInteger(id)) {
      return { at, id: id as number };
    }
  } catch {
    // falls through to the refusal
  }
  throw badRequest(AUDIT_MESSAGES.badCursor);
}

/** A cursor of the right shape whose instant PostgreSQL still refuses (a 31st of February): a bad request. */
function refuseBadInstant(err: unknown): never {
  const e = (err as { cause?: unknown })?.cause ?? err;
  if (String((e as { code?: string })?.code ?? '').startsWith('22')) throw badRequest(AUDIT_MESSAGES.badCursor);
  throw err;
}

const cursorOf = (row: AuditListRow): AuditCursor => ({ at: row.atText, id: row.id });

/** One page: `limit` rows after the cursor, and where the next page starts (null at the end). */
async function readPage(db: Db, q: AuditQuery, cursor: AuditCursor | undefined, limit: number) {
  const filter = filterOf(q);
  if (!q.q) {
    const rows = await listAuditEvents(db, filter, limit + 1, cursor);
    const more = rows.length > limit;
    const page = rows.slice(0, limit);
    return { rows: page, next: more ? cursorOf(page.at(-1)!) : null, searchedUntil: null };
  }
  const { rows, windowEnd } = await searchAuditEvents(db, filter, q.q, limit + 1, cursor);
  if (rows.length > limit) {
    const page = rows.slice(0, limit);
    const next = cursorOf(page.at(-1)!);
    return { rows: page, next, searchedUntil: page.at(-1)!.at.toISOString() };
  }
  // Fewer matches than a page: the window was read to its end, and the next page reads on from there.
  return {
    rows,
    next: windowEnd && { at: windowEnd.at, id: windowEnd.id },
    searchedUntil: windowEnd ? windowEnd.instant.toISOString() : null,
  };
}

const TOKYO_STAMP = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Rows after the first chunk: formatCsv's BOM belongs at the start of the file only. */
const csvRows = (rows: string[][]) => formatCsv(rows).replace(/^\uFEFF/, '');

const CSV_HEADER = ['Time (Asia/Tokyo)', 'Person', 'Action', 'Kind of record', 'Record', 'Changes'];

export function createAuditLogService({ db }: { db: Db }) {
  return {
    async page(p: Identity, q: AuditQuery): Promise<AuditPageDto> {
      policy.authorize(p, 'read');
      const { rows, next, searchedUntil } = await readPage(db, q, decodeCursor(q.cursor), AUDIT_PAGE_SIZE).catch(
        refuseBadInstant,
      );
      return {
        documents: rows.map(presentAuditEvent),
        nextCursor: next ? encodeCursor(next) : null,
        searchedUntil,
      };
    },

    /**
     * The filtered view as CSV, newest first, read and sent a chunk at a time (formatCsv per chunk, its BOM only
     * once). Checked before the first byte, so a refusal is still a proper error answer.
     */
    csv(p: Identity, q: AuditQuery): AsyncIterable<string> {
      policy.authorize(p, 'read');
      let cursor = decodeCursor(q.cursor);
      return (async function* () {
        yield formatCsv([CSV_HEADER]);
        let sent = 0;
        for (;;) {
          if (sent >= AUDIT_EXPORT_MAX) {
            yield csvRows([[`stopped at ${AUDIT_EXPORT_MAX} events: narrow the filters for the rest`]]);
            return;
          }
          const { rows, next } = await readPage(db, q, cursor, Math.min(EXPORT_CHUNK, AUDIT_EXPORT_MAX - sent)).catch(
            refuseBadInstant,
          );
          if (rows.length > 0) {
            const lines = rows.map((row) => {
              const e = presentAuditEvent(row);
              return [
                TOKYO_STAMP.format(row.at),
                e.actor ? (e.actor.name ?? e.actor.id) : '',
                e.action,
                e.entity,
                e.entityId ?? '',
                describeChanges(e.changes),
              ];
            });
            yield csvRows(lines);
            sent += rows.length;
          }
          if (!next) return;
          cursor = next;
        }
      })();
    },
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;

import {
  isSupervisor,
  MSG,
  READING_STAGE,
  transitionFor,
  type CheckSessionBody,
  type SessionsQuery,
  type SessionStatusBody,
  type SessionStudentReadingBody,
  type PerformanceKind,
  type SessionAbilities,
  type UpdateSessionBody,
} from '@school-ops/shared';
import type { FileStorage } from '../../storage/index.ts';
import { incrementTimesRead, storedReading } from '../students/index.ts';
import { sessionSummaryOf } from './journey.ts';
import { loadMaterial } from './material.ts';
import { assertKindFits, validatePerformance } from './performance.ts';
import type { StudentsService } from '../students/index.ts';
import { auditOf, recordAudit } from '../../audit/record.ts';
import type { Identity } from '../../auth/identity.ts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { createReadCache } from '../../lib/read-cache.ts';
import * as policy from './policy.ts';
import { presentSessionFor } from './presenter.ts';
import * as repo from './repository.ts';

async function load(db: Executor, id: string, message: string = MSG.requestedDataNotFound) {
  const row = await repo.findById(db, id);
  if (!row) throw notFound(message);
  return row;
}

/**
 * A session's performance with a form's results: a reading test's under its kind, class comments as the
 * session's comments (spec: performance holds comments; Check Sessions edits them), kept once.
 */
function withResults(
  performance: Record<string, unknown> | null,
  kind: PerformanceKind,
  data: object,
): Record<string, unknown> {
  if (kind !== 'class') return { ...performance, [kind]: data };
  // An older version kept a second copy under 'class': the list showed the comments twice.
  const { class: _copy, ...rest } = performance ?? {};
  return { ...rest, comments: (data as { comments: string }).comments };
}

/** The named fields of a session, for its audit events. */
function snapshot(s: repo.JoinedSession['session'], fields: readonly (keyof repo.JoinedSession['session'])[]) {
  return Object.fromEntries(fields.map((f) => [f, s[f]]));
}

/** A status change's audit event, with what it keeps of the session before it. */
function auditedChange(p: Identity, action: string, before: repo.JoinedSession): repo.AuditedChange {
  return {
    ...auditOf(p),
    actorId: p.id,
    action,
    before: snapshot(before.session, repo.AUDITED_BEFORE),
  };
}

/**
 * The session after a change, without reading it again: a change only ever sets a teacher to the
 * one making it, or clears it, so every name it shows is already known.
 */
function changedRow(p: Identity, before: repo.JoinedSession, after: repo.ListedSession['session']): repo.JoinedSession {
  const me = { id: p.id, name: p.name, nickname: p.nickname };
  const person = (id: string | null, was: string | null, known: repo.JoinedSession['teacher']) =>
    id === null ? null : id === p.id ? me : id === was ? known : null;
  return {
    ...before,
    session: { ...before.session, ...after },
    teacher: person(after.teacherId, before.session.teacherId, before.teacher),
    modifier: person(after.modifyingTeacherId, before.session.modifyingTeacherId, before.modifier),
  };
}

/**
 * A day's list, serialised once per kind of viewer: how a viewer sees a session depends only on being a
 * supervisor or on their reading level (policy.isAvailable), and whether they may open it (policy.abilities)
 * also on p completed it. Each row's JSON is kept per kind of viewer and answer to 'may open', and whole
 * bodies per viewer kind, completed count and set of openable rows (a handful per day): nothing is encoded
 * twice.
 */
interface DayList {
  rows: repo.ListedSession[];
  documents: Map<string, Record<string, string>[]>;
  bodies: Map<string, Buffer>;
  /** Each viewer's body, once asked for: a tablet polling its list costs one lookup, not the policy per row. */
  byViewer: Map<string, Buffer>;
}

const viewerKind = (p: Identity) => (isSupervisor(p) ? 'supervisor' : `level:${p.readingLevel}`);
/** A row's abilities as a short key: which of the policy's answers this viewer got. */
const abilityKey = (can: SessionAbilities) => Object.values(can).map(Number).join('');

function bodyFor(list: DayList, p: Identity, completedToday: number): Buffer {
  // Everything the policy's answers depend on (sessions.policy: who, their authority, role and reading level).
  const viewer = `${p.id}|${p.authority}|${p.role}|${p.readingLevel}|${completedToday}`;
  const known = list.byViewer.get(viewer);
  if (known) return known;
  const kind = viewerKind(p);
  const can = list.rows.map((r) => policy.abilities(p, r));
  const variants = can.map(abilityKey);
  const key = `${kind}|${completedToday}|${variants.join(',')}`;
  let body = list.bodies.get(key);
  if (body === undefined) {
    let documents = list.documents.get(kind);
    if (documents === undefined) {
      documents = list.rows.map(() => ({}));
      list.documents.set(kind, documents);
    }
    const parts = list.rows.map((r, i) => {
      const cached = documents[i]!;
      return (cached[variants[i]!] ??= JSON.stringify(presentSessionFor(p, r, can[i])));
    });
    body = Buffer.from(`{"documents":[${parts.join(',')}],"completedToday":${completedToday}}`);
    list.bodies.set(key, body);
  }
  list.byViewer.set(viewer, body);
  return body;
}

export function createSessionsService({
  db,
  students,
  storage,
  changes,
}: {
  db: Db;
  students: StudentsService;
  storage: FileStorage;
  changes?: ChangeFeed;
}) {
  // The day's list is the most requested read: kept until a session, student or teacher changes.
  const dayLists = createReadCache<DayList>(changes, { read: 'sessions.dayList', maxEntries: 64 });
  const completedCounts = createReadCache<Map<string, number>>(changes, {
    read: 'sessions.completedCounts',
    maxEntries: 64,
  });
  const findById = repo.prepareFindById(db);

  /** After a conditional update found nothing: say why, from the row as it is now. */
  async function refusal(tx: Executor, p: Identity, id: string): Promise<never> {
    const now = await load(tx, id);
    const locked = policy.lockRefusal(p, now);
    if (locked) throw locked;
    throw conflict(`the session is ${now.session.status} now; reload to see it`);
  }

  async function audited(tx: Executor, p: Identity, action: string, before: repo.JoinedSession) {
    const after = await load(tx, before.session.id);
    await recordAudit(tx, {
      ...auditOf(p),
      action,
      entity: 'session',
      entityId: before.session.id,
      before: snapshot(before.session, repo.AUDITED_BEFORE),
      after: snapshot(after.session, repo.AUDITED_AFTER),
    });
    return presentSessionFor(p, after);
  }

  return {
    /**
     * The day's list as JSON ({ documents, completedToday }), assembled from cached parts. completedToday is
     * the viewer's own completed sessions of that day at that school (issue 16: the page labels it so).
     */
    async listJson(p: Identity, q: SessionsQuery): Promise<Buffer> {
      const day = {
        date: q.date,
        schoolName: q.schoolName === 'all' ? null : q.schoolName,
        includeCanceled: q.showCanceled && policy.can(p, 'seeCanceled'),
      };
      const [list, counts] = await Promise.all([
        dayLists(JSON.stringify(day), async () => ({
          rows: await repo.listDay(db, day),
          documents: new Map(),
          bodies: new Map(),
          byViewer: new Map(),
        })),
        completedCounts(`${day.date}|${day.schoolName ?? ''}`, () =>
          repo.countCompletedByTeacher(db, day.date, day.schoolName),
        ),
      ]);
      return bodyFor(list, p, counts.get(p.id) ?? 0);
    },

    async get(p: Identity, id: string) {
      const row = await load(db, id);
      policy.authorize(p, 'open', row);
      const [material, summary] = await Promise.all([
        loadMaterial(db, storage, row),
        policy.seesSummary(p, row) ? sessionSummaryOf(db, row.session.studentId, id) : null,
      ]);
      return { document: presentSessionFor(p, row), material, summary };
    },

    /**
     * Submitting a form completes the session (docs/product.md §2.6); a supervisor's review saves back
     * over the earlier results. Only the teacher holding the session may submit (409 otherwise).
     */
    async submitPerformance(p: Identity, id: string, kind: PerformanceKind, body: unknown, within: Executor = db) {
      return within.transaction(async (tx) => {
        const row = await load(tx, id);
        policy.authorize(p, 'submit', row);
        const s = row.session;
        assertKindFits(row, kind);
        const data = validatePerformance(row, kind, body, await loadMaterial(tx, storage, row));
        const reviewing = s.status === 'modifying';
        const completedAt = reviewing && s.completedAt ? s.completedAt : new Date();
        const changed = await repo.updateIfStatus(
          tx,
          id,
          s.status,
          {
            status: 'completed',
            modifyingTeacherId: null,
            completedAt,
            performance: { ...withResults(s.performance, kind, data), completedAt: completedAt.toISOString() },
          },
          reviewing ? repo.modifiedBy(p.id) : repo.ownedBy(p.id),
        );
        if (!changed) await refusal(tx, p, id);
        // Progress counts once per session: a review does not read the book again.
        if (!reviewing && s.category === 'reading') await incrementTimesRead(tx, s.studentId);
        return audited(tx, p, reviewing ? 'session.review-saved' : 'session.complete', row);
      });
    },

    async previous(p: Identity, id: string) {
      const row = await load(db, id);
      policy.authorize(p, 'open', row);
      const prev = await repo.findPrevious(db, row.session.studentId, id);
      return prev ? presentSessionFor(p, prev) : null;
    },

    /**
     * Two statements and no transaction: the row as it is, then the conditional update with its
     * audit event in one statement (of two teachers starting one session, one gets the row).
     */
    async changeStatus(p: Identity, id: string, body: SessionStatusBody) {
      const row = await findById(id);
      if (!row) throw notFound();
      policy.authorize(p, 'open', row);
      const from = row.session.status;
      const step = transitionFor(from, body.status);
      if (!step) throw policy.lockRefusal(p, row) ?? badRequest(`a ${from} session cannot become ${body.status}`);
      if (row.session.category === 'reading' && row.student.readingStage === READING_STAGE.toBeChecked) {
        throw badRequest('set reading level first');
      }
      policy.authorize(p, step, row);
      const audit = auditedChange(p, `session.${step}`, row);
      let after: repo.ListedSession['session'] | undefined;
      switch (step) {
        case 'start':
          after = await repo.updateIfStatusAudited(
            db,
            id,
            'new',
            {
              status: 'in progress',
              teacherId: p.id,
              performance: { startedAt: new Date().toISOString() },
              reading: row.session.category === 'reading' ? storedReading(row.student) : null,
            },
            audit,
          );
          break;
        case 'reset':
          after = await repo.updateIfStatusAudited(
            db,
            id,
            'in progress',
            { status: 'new', teacherId: null, performance: null, reading: null, confirmed: false, completedAt: null },
            audit,
            repo.ownedBy(p.id),
          );
          break;
        case 'modify':
          after = await repo.updateIfStatusAudited(
            db,
            id,
            'completed',
            { status: 'modifying', modifyingTeacherId: p.id },
            audit,
          );
          break;
        case 'cancelModify':
          after = await repo.updateIfStatusAudited(
            db,
            id,
            'modifying',
            { status: 'completed', modifyingTeacherId: null },
            audit,
            repo.modifiedBy(p.id),
          );
          break;
      }
      if (!after) return refusal(db, p, id);
      return presentSessionFor(p, changedRow(p, row, after));
    },

    async update(p: Identity, id: string, body: UpdateSessionBody) {
      return db.transaction(async (tx) => {
        const row = await load(tx, id);
        if ('status' in body) {
          policy.authorize(p, 'cancel', row);
          // A supervisor may cancel a session someone left in progress: the way out of a stale lock.
          const changed = await repo.updateIfStatus(tx, id, ['new', 'in progress'], {
            status: 'canceled',
            teacherId: p.id,
            cancellationReason: body.cancellationReason,
            visible: body.visible,
          });
          if (!changed) throw badRequest(`a ${row.session.status} session cannot be canceled`);
          return audited(tx, p, 'session.cancel', row);
        }
        policy.authorize(p, 'open', row);
        const locked = policy.lockRefusal(p, row);
        if (locked) throw locked;
        if (row.session.category === body.category) return presentSessionFor(p, row);
        policy.authorize(p, 'convert', row);
        const changed = await repo.updateIfStatus(tx, id, 'new', { category: body.category });
        if (!changed) throw badRequest('only a session that has not started can change between class and reading');
        return audited(tx, p, 'session.convert', row);
      });
    },

    /**
     * The teacher at a to-be-checked student's session tests their level and sets it here
     * (supervisors can always do it on the student page).
     */
    async setStudentReading(p: Identity, id: string, body: SessionStudentReadingBody) {
      const row = await load(db, id);
      policy.authorize(p, 'setReading', row);
      return students.update(p, row.student.id, { reading: body.reading });
    },

    async check(p: Identity, id: string, body: CheckSessionBody) {
      return db.transaction(async (tx) => {
        const row = await load(tx, id, 'unable to update session');
        policy.authorize(p, 'check', row);
        const s = row.session;
        const changed = await repo.updateIfStatus(tx, id, s.status, {
          performance: { ...(s.performance ?? {}), comments: body.comments },
          confirmed: body.confirmed,
          // Confirming a session nobody took assigns it to the supervisor p confirms it.
          ...(body.confirmed && !s.teacherId && { teacherId: p.id }),
        });
        if (!changed) throw conflict('the session changed meanwhile; reload to see it');
        return audited(tx, p, 'session.check', row);
      });
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;

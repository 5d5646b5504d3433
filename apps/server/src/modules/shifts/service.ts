import {
  availabilityLock,
  displayName,
  formatTime,
  isHeld,
  monthRange,
  monthWeeksRange,
  onlyFieldsOfStatus,
  rangesOverlap,
  registrationNumbers,
  ROLE,
  schoolToday,
  SHIFT_MESSAGES,
  SHIFT_STATUS,
  shiftProblem,
  type AvailabilityData,
  type AvailabilityQuery,
  type AvailabilityResponse,
  type CreateShiftData,
  type ManageShiftsQuery,
  type ManageShiftsResponse,
  type ShiftDto,
  type ShiftsQuery,
  type ShiftUpdate,
  type UpdateShiftData,
  type UserDto,
} from '@school-ops/shared';
import { auditOf, recordAudit, type Actor } from '../../audit/record.ts';
import type { Principal } from '../../auth/principal.ts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { NewShiftRow, ShiftRow } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { createJsonCache } from '../../lib/json-cache.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { readSetting, writeSetting } from '../settings/index.ts';
import { findLiveById, listLiveByRoles, presentUser } from '../users/index.ts';
import * as policy from './policy.ts';
import { presentJoined, presentOwnAvailability, presentPartTimer, presentShift } from './presenter.ts';
import * as repo from './repository.ts';

/** The global shift-submission switch (docs/decisions/0007-shifts.md): closed until someone opens it. */
const SUBMISSION = 'shiftSubmissionOpen';

export interface Caller {
  principal: Principal;
  actor: Actor;
}

type Times = Pick<ShiftRow, 'status' | 'schoolName' | 'startTime' | 'endTime' | 'availableFrom' | 'availableUntil'>;

const ONE_SUBMISSION = 'shifts_one_submission_per_day';
/**
 * localeCompare's own order (the default locale), from one collator: localeCompare sets up the
 * locale's collation on every call, which was a tenth of the part-time data's CPU.
 */
const byName = new Intl.Collator().compare;
const alreadySubmitted = (err: unknown): never => {
  if (isUniqueViolation(err, ONE_SUBMISSION)) throw conflict('that teacher already has availability on this date');
  throw err;
};

/** The shift's fields an audit event keeps. */
const audited = (row: Parameters<typeof presentShift>[0]) => presentShift(row);

/**
 * Only the fields the update names and the shift's (new) status takes: null clears, a missing field
 * stays as it was, and availability sent with an assigned shift (or a school with a submitted one)
 * is not stored (docs/decisions/0007-shifts.md).
 */
function changes(data: Partial<Times & { date: string }>, status: number): Partial<NewShiftRow> {
  const out: Partial<NewShiftRow> = {};
  for (const key of [
    'date',
    'status',
    'schoolName',
    'startTime',
    'endTime',
    'availableFrom',
    'availableUntil',
  ] as const) {
    if (data[key] !== undefined) (out as Record<string, unknown>)[key] = data[key];
  }
  return onlyFieldsOfStatus(status, out);
}

function assertValid(s: Times): void {
  const problem = shiftProblem(s);
  if (problem) throw badRequest(problem);
}

export function readCanSubmit(db: Executor): Promise<boolean> {
  return readSetting(db, SUBMISSION, false);
}

/**
 * A teacher never holds two overlapping assigned or confirmed shifts on one date (docs/product.md §5,
 * touching ends overlap). Called inside the writing transaction after the writes, with the
 * teachers locked: a conflict throws and the transaction undoes everything.
 */
async function assertNoOverlap(tx: Executor, touched: { userId: string; date: string }[]): Promise<void> {
  const userIds = [...new Set(touched.map((t) => t.userId))];
  const dates = [...new Set(touched.map((t) => t.date))];
  const held = await repo.listHeld(tx, userIds, dates);
  const wanted = new Set(touched.map((t) => `${t.userId}|${t.date}`));
  const groups = new Map<string, repo.JoinedShift[]>();
  for (const row of held) {
    const key = `${row.shift.userId}|${row.shift.date}`;
    if (!wanted.has(key)) continue;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  for (const rows of groups.values()) {
    for (let i = 0; i < rows.length; i++) {
      for (let j = i + 1; j < rows.length; j++) {
        const [a, b] = [rows[i]!.shift, rows[j]!.shift];
        if (!a.startTime || !a.endTime || !b.startTime || !b.endTime) continue;
        if (rangesOverlap({ start: a.startTime, end: a.endTime }, { start: b.startTime, end: b.endTime })) {
          throw conflict(
            `${displayName(rows[i]!.user)} would hold overlapping shifts on ${a.date}: ` +
              `${formatTime(a.startTime)} to ${formatTime(a.endTime)} (${a.schoolName ?? 'no school'}) and ` +
              `${formatTime(b.startTime)} to ${formatTime(b.endTime)} (${b.schoolName ?? 'no school'})`,
          );
        }
      }
    }
  }
}

async function loadTeacher(ex: Executor, userId: string) {
  const user = await findLiveById(ex, userId);
  if (!policy.isTeacher(user)) throw badRequest(SHIFT_MESSAGES.teacherNotSelected);
  return user!;
}

/** Per part-timer with any shift in the month: the figures of /shifts/check. */
async function partTimeFigures(db: Db, date: string) {
  const month = monthRange(date);
  const span = monthWeeksRange(date);
  const partTimers = await listLiveByRoles(db, [ROLE.partTimeTeacher]);
  const byUser = await repo.listForUsersBetween(
    db,
    partTimers.map((u) => u.id),
    span.first,
    span.last,
  );
  return partTimers
    .filter((u) => (byUser.get(u.id) ?? []).some((s) => s.date >= month.first && s.date <= month.last))
    .map((u) => presentPartTimer(u, byUser.get(u.id) ?? [], date))
    .sort((a, b) => byName(a.name, b.name));
}

export function createShiftsService({ db, changes: feed }: { db: Db; changes?: ChangeFeed }) {
  // Manage Shifts also counts the day's students per class (registration numbers) from the sessions.
  const manageBodies = createJsonCache(feed, { tables: ['shifts', 'users', 'app_settings', 'sessions'] });
  const partTimeBodies = createJsonCache(feed, { tables: ['shifts', 'users'] });

  return {
    // ---- part-timers: availability ----

    async availability(p: Principal, q: AvailabilityQuery): Promise<AvailabilityResponse> {
      const userId = q.userId ?? p.id;
      policy.assertCanSeeShiftsOf(p, userId);
      const { first, last } = monthRange(q.shiftDate);
      const rows = await repo.listForUser(db, userId, first, last, [
        SHIFT_STATUS.submitted,
        SHIFT_STATUS.assigned,
        SHIFT_STATUS.confirmed,
      ]);
      const reveal = policy.isSupervisor(p);
      return {
        shifts: rows.map((r) => (reveal ? presentJoined(r) : presentOwnAvailability(r))),
        canSubmit: await readCanSubmit(db),
      };
    },

    async submitAvailability(
      { principal, actor }: Caller,
      data: AvailabilityData,
    ): Promise<{ document: ShiftDto; created: boolean }> {
      return db
        .transaction(async (tx) => {
          await repo.lockTeachers(tx, [principal.id]);
          policy.assertNotLocked(
            availabilityLock({
              date: data.date,
              today: schoolToday(),
              canSubmit: await readCanSubmit(tx),
              heldOnDate: await repo.hasHeldOn(tx, principal.id, data.date),
            }),
          );
          const before = await repo.findSubmission(tx, principal.id, data.date);
          const times = { availableFrom: data.availableFrom, availableUntil: data.availableUntil };
          const row = before
            ? await repo.updateShift(tx, before.id, times)
            : await repo.insertShift(tx, {
                userId: principal.id,
                date: data.date,
                status: SHIFT_STATUS.submitted,
                ...times,
              });
          if (!row) throw notFound();
          await recordAudit(tx, {
            ...auditOf(actor),
            action: before ? 'shift.availability.update' : 'shift.availability.create',
            entity: 'shift',
            entityId: row.id,
            before: before ? audited(before) : null,
            after: audited(row),
          });
          const joined = await repo.findById(tx, row.id);
          return { document: presentJoined(joined!), created: !before };
        })
        .catch(alreadySubmitted);
    },

    async deleteAvailability({ principal, actor }: Caller, id: string): Promise<ShiftDto> {
      return db.transaction(async (tx) => {
        const found = await repo.findById(tx, id);
        if (!found) throw notFound();
        policy.assertOwnAvailability(principal, found.shift.userId);
        await repo.lockTeachers(tx, [found.shift.userId]);
        const row = (await repo.findById(tx, id))?.shift;
        if (!row) throw notFound();
        policy.assertNotLocked(
          availabilityLock({
            date: row.date,
            today: schoolToday(),
            canSubmit: await readCanSubmit(tx),
            heldOnDate: row.status !== SHIFT_STATUS.submitted || (await repo.hasHeldOn(tx, row.userId, row.date)),
          }),
        );
        await repo.deleteShift(tx, id);
        await recordAudit(tx, {
          ...auditOf(actor),
          action: 'shift.availability.delete',
          entity: 'shift',
          entityId: id,
          before: audited(row),
        });
        return presentJoined({ ...found, shift: row });
      });
    },

    // ---- supervisors ----

    /** Manage Shifts' JSON body ({ shifts, canSubmit, registrationNumbers }). */
    manageJson(q: ManageShiftsQuery): Promise<Buffer> {
      return manageBodies(JSON.stringify(q), async (): Promise<ManageShiftsResponse> => {
        const [rows, canSubmit, classes] = await Promise.all([
          repo.listByDate(db, q.date),
          readCanSubmit(db),
          repo.countStudentsByClass(db, q.date, q.schoolName),
        ]);
        return { shifts: rows.map(presentJoined), canSubmit, registrationNumbers: registrationNumbers(classes) };
      });
    },

    async list(q: ShiftsQuery): Promise<ShiftDto[]> {
      const status = SHIFT_STATUS[q.status];
      const rows = await repo.listByDateStatus(db, {
        date: q.date,
        status,
        schoolName: q.schoolName === 'all' ? null : q.schoolName,
      });
      return rows.map(presentJoined);
    },

    async get(id: string): Promise<ShiftDto> {
      const row = await repo.findById(db, id);
      if (!row) throw notFound();
      return presentJoined(row);
    },

    async create(actor: Actor, data: CreateShiftData): Promise<ShiftDto> {
      return db
        .transaction(async (tx) => {
          await loadTeacher(tx, data.userId);
          await repo.lockTeachers(tx, [data.userId]);
          const row = await repo.insertShift(tx, {
            ...changes(data, data.status),
            userId: data.userId,
            date: data.date,
            status: data.status,
          });
          if (isHeld(row.status)) await assertNoOverlap(tx, [row]);
          await recordAudit(tx, {
            ...auditOf(actor),
            action: 'shift.create',
            entity: 'shift',
            entityId: row.id,
            after: audited(row),
          });
          return presentJoined((await repo.findById(tx, row.id))!);
        })
        .catch(alreadySubmitted);
    },

    async update(actor: Actor, id: string, data: UpdateShiftData): Promise<ShiftDto> {
      return db
        .transaction(async (tx) => {
          const found = await repo.findById(tx, id);
          if (!found) throw notFound();
          await repo.lockTeachers(tx, [found.shift.userId]);
          const before = (await repo.findById(tx, id))?.shift;
          if (!before) throw notFound();
          const values = changes(data, data.status ?? before.status);
          assertValid({ ...before, ...values } as Times);
          const row = await repo.updateShift(tx, id, values);
          if (!row) throw notFound();
          if (isHeld(row.status)) await assertNoOverlap(tx, [row]);
          await recordAudit(tx, {
            ...auditOf(actor),
            action: 'shift.update',
            entity: 'shift',
            entityId: id,
            before: audited(before),
            after: audited(row),
          });
          return presentJoined({ ...found, shift: row });
        })
        .catch(alreadySubmitted);
    },

    /** The batch assign and confirm: every update lands, or none does. */
    async updateMany(actor: Actor, updates: ShiftUpdate[]): Promise<ShiftDto[]> {
      const ids = updates.map((u) => u.id);
      if (new Set(ids).size !== ids.length) throw badRequest('each shift may appear only once in an update');
      return db
        .transaction(async (tx) => {
          const found = await repo.findByIds(tx, ids);
          if (found.length !== ids.length)
            throw conflict('one or more of these shifts no longer exist; reload and try again');
          await repo.lockTeachers(
            tx,
            found.map((f) => f.shift.userId),
          );
          // Read again under the locks: what another supervisor changed meanwhile is what we change.
          const current = new Map((await repo.findByIds(tx, ids)).map((r) => [r.shift.id, r]));
          const out: ShiftDto[] = [];
          const touched: ShiftRow[] = [];
          for (const u of updates) {
            const joined = current.get(u.id);
            if (!joined) throw conflict('one or more of these shifts no longer exist; reload and try again');
            const values = changes(u, u.status ?? joined.shift.status);
            assertValid({ ...joined.shift, ...values } as Times);
            const row = await repo.updateShift(tx, u.id, values);
            if (!row) throw notFound();
            touched.push(row);
            await recordAudit(tx, {
              ...auditOf(actor),
              action: 'shift.update-many',
              entity: 'shift',
              entityId: row.id,
              before: audited(joined.shift),
              after: audited(row),
            });
            out.push(presentJoined({ ...joined, shift: row }));
          }
          await assertNoOverlap(
            tx,
            touched.filter((r) => isHeld(r.status)),
          );
          return out;
        })
        .catch(alreadySubmitted);
    },

    async remove(actor: Actor, id: string): Promise<ShiftDto> {
      return db.transaction(async (tx) => {
        const found = await repo.findById(tx, id);
        if (!found) throw notFound();
        const row = await repo.deleteShift(tx, id);
        if (!row) throw notFound();
        await recordAudit(tx, {
          ...auditOf(actor),
          action: 'shift.delete',
          entity: 'shift',
          entityId: id,
          before: audited(row),
        });
        return presentJoined({ ...found, shift: row });
      });
    },

    /** The position of the submission switch, whatever school Manage Shifts shows. */
    async canSubmit(): Promise<{ canSubmit: boolean }> {
      return { canSubmit: await readCanSubmit(db) };
    },

    /** Everyone who may hold a shift: New Shift's teacher picker. */
    async staff(): Promise<UserDto[]> {
      return (await listLiveByRoles(db, policy.SHIFT_HOLDER_ROLES)).map(presentUser);
    },

    async setCanSubmit(actor: Actor, canSubmit: boolean): Promise<{ canSubmit: boolean }> {
      return db.transaction(async (tx) => {
        const before = await readSetting(tx, SUBMISSION, false, true);
        await writeSetting(tx, SUBMISSION, canSubmit, actor.id);
        await recordAudit(tx, {
          ...auditOf(actor),
          action: 'shift.can-submit',
          entity: 'app_setting',
          entityId: 'shift_submission_open',
          before: { canSubmit: before },
          after: { canSubmit },
        });
        return { canSubmit };
      });
    },

    /** The figures of /shifts/check as their JSON body ({ data }). */
    partTimeDataJson(date: string): Promise<Buffer> {
      return partTimeBodies(date, async () => ({ data: await partTimeFigures(db, date) }));
    },

    /** The teacher's confirmed shifts on a date (today unless told): Home's today's shift. */
    async myShifts(p: Principal, userId: string, date?: string): Promise<ShiftDto[]> {
      const user = await findLiveById(db, userId);
      if (!user) throw notFound();
      policy.assertCanSeeShiftsOf(p, userId);
      const day = date ?? schoolToday();
      const rows = await repo.listForUser(db, userId, day, day, [SHIFT_STATUS.confirmed]);
      return rows.map(presentJoined);
    },

    /** The Users page's 'delete future shifts': every shift after today, whatever its status. */
    async deleteFuture(actor: Actor, userId: string): Promise<{ userId: string; deleted: number }> {
      return db.transaction(async (tx) => {
        const user = await findLiveById(tx, userId);
        if (!user) throw notFound();
        await repo.lockTeachers(tx, [userId]);
        const rows = await repo.deleteAfter(tx, userId, schoolToday());
        await recordAudit(tx, {
          ...auditOf(actor),
          action: 'shift.delete-future',
          entity: 'user',
          entityId: userId,
          before: rows.map(audited),
          after: { deleted: rows.length },
        });
        return { userId, deleted: rows.length };
      });
    },
  };
}

export type ShiftsService = ReturnType<typeof createShiftsService>;

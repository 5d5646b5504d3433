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
  type MaxHoursInput,
} from '@school-ops/shared';
import { auditOf, recordAudit } from '../../audit/record.ts';
import type { Identity } from '../../auth/identity.ts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { NewShiftRow, ShiftRow } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { createJsonCache } from '../../lib/json-cache.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { readSetting, writeSetting } from '../settings/index.ts';
import { countStudentsByClass } from '../sessions/index.ts';
import { findLiveById, listLiveByRoles, lockUsers, presentUser } from '../users/index.ts';
import * as policy from './policy.ts';
import { shiftAbilities } from './abilities.ts';
import { presentJoined, presentOwnAvailability, presentPartTimer, shiftFields } from './presenter.ts';
import { updateMaxHours } from './max-hours.ts';
import * as repo from './repository.ts';
import { readCanSubmit, SUBMISSION } from './submission.ts';

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
const audited = (row: Parameters<typeof shiftFields>[0]) => shiftFields(row);

/** Shifts as `p` reads them, each with its `can`. */
async function presentFor(ex: Executor, p: Identity, rows: repo.JoinedShift[]): Promise<ShiftDto[]> {
  const can = await shiftAbilities(
    ex,
    p,
    rows.map((r) => r.shift),
  );
  return rows.map((r) => presentJoined(r, can(r.shift)));
}
const presentOneFor = async (ex: Executor, p: Identity, row: repo.JoinedShift) => (await presentFor(ex, p, [row]))[0]!;

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
  const manageBodies = createJsonCache(feed, { read: 'shifts.manage' });
  const partTimeBodies = createJsonCache(feed, { read: 'shifts.partTimeData' });

  return {
    /** A part-timer's maximum hours a week (written beside the service, in max-hours.ts). */
    updateMaxHours: (actor: Identity, userId: string, input: MaxHoursInput) => updateMaxHours(db, actor, userId, input),

    // ---- part-timers: availability ----

    async availability(p: Identity, q: AvailabilityQuery): Promise<AvailabilityResponse> {
      const userId = q.userId ?? p.id;
      policy.authorize(p, 'readOf', { userId });
      const { first, last } = monthRange(q.shiftDate);
      const rows = await repo.listForUser(db, userId, first, last, [
        SHIFT_STATUS.submitted,
        SHIFT_STATUS.assigned,
        SHIFT_STATUS.confirmed,
      ]);
      const reveal = policy.can(p, 'edit');
      const can = await shiftAbilities(
        db,
        p,
        rows.map((r) => r.shift),
      );
      return {
        shifts: rows.map((r) => (reveal ? presentJoined : presentOwnAvailability)(r, can(r.shift))),
        canSubmit: await readCanSubmit(db),
      };
    },

    async submitAvailability(who: Identity, data: AvailabilityData): Promise<{ document: ShiftDto; created: boolean }> {
      return db
        .transaction(async (tx) => {
          await lockUsers(tx, [who.id]);
          policy.assertNotLocked(
            availabilityLock({
              date: data.date,
              today: schoolToday(),
              canSubmit: await readCanSubmit(tx),
              heldOnDate: await repo.hasHeldOn(tx, who.id, data.date),
            }),
          );
          const before = await repo.findSubmission(tx, who.id, data.date);
          const times = { availableFrom: data.availableFrom, availableUntil: data.availableUntil };
          const row = before
            ? await repo.updateShift(tx, before.id, times)
            : await repo.insertShift(tx, {
                userId: who.id,
                date: data.date,
                status: SHIFT_STATUS.submitted,
                ...times,
              });
          if (!row) throw notFound();
          await recordAudit(tx, {
            ...auditOf(who),
            action: before ? 'shift.availability.update' : 'shift.availability.create',
            entity: 'shift',
            entityId: row.id,
            before: before ? audited(before) : null,
            after: audited(row),
          });
          const joined = await repo.findById(tx, row.id);
          return { document: await presentOneFor(tx, who, joined!), created: !before };
        })
        .catch(alreadySubmitted);
    },

    async deleteAvailability(who: Identity, id: string): Promise<ShiftDto> {
      return db.transaction(async (tx) => {
        const found = await repo.findById(tx, id);
        if (!found) throw notFound();
        policy.authorize(who, 'withdraw', { userId: found.shift.userId });
        await lockUsers(tx, [found.shift.userId]);
        const row = (await repo.findById(tx, id))?.shift;
        if (!row) throw notFound();
        policy.authorize(who, 'withdraw', {
          userId: row.userId,
          lock: availabilityLock({
            date: row.date,
            today: schoolToday(),
            canSubmit: await readCanSubmit(tx),
            heldOnDate: row.status !== SHIFT_STATUS.submitted || (await repo.hasHeldOn(tx, row.userId, row.date)),
          }),
        });
        await repo.deleteShift(tx, id);
        await recordAudit(tx, {
          ...auditOf(who),
          action: 'shift.availability.delete',
          entity: 'shift',
          entityId: id,
          before: audited(row),
        });
        return presentOneFor(tx, who, { ...found, shift: row });
      });
    },

    // ---- supervisors ----

    /** Manage Shifts' JSON body ({ shifts, canSubmit, registrationNumbers }), per reader: `can` names their own. */
    manageJson(p: Identity, q: ManageShiftsQuery): Promise<Buffer> {
      return manageBodies(`${p.id}|${JSON.stringify(q)}`, async (): Promise<ManageShiftsResponse> => {
        const [rows, canSubmit, classes] = await Promise.all([
          repo.listByDate(db, q.date),
          readCanSubmit(db),
          countStudentsByClass(db, q.date, q.schoolName),
        ]);
        return {
          shifts: await presentFor(db, p, rows),
          canSubmit,
          registrationNumbers: registrationNumbers(classes),
        };
      });
    },

    async list(p: Identity, q: ShiftsQuery): Promise<ShiftDto[]> {
      const status = SHIFT_STATUS[q.status];
      const rows = await repo.listByDateStatus(db, {
        date: q.date,
        status,
        schoolName: q.schoolName === 'all' ? null : q.schoolName,
      });
      return presentFor(db, p, rows);
    },

    async get(p: Identity, id: string): Promise<ShiftDto> {
      const row = await repo.findById(db, id);
      if (!row) throw notFound();
      return presentOneFor(db, p, row);
    },

    async create(actor: Identity, data: CreateShiftData): Promise<ShiftDto> {
      return db
        .transaction(async (tx) => {
          await loadTeacher(tx, data.userId);
          await lockUsers(tx, [data.userId]);
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
          return presentOneFor(tx, actor, (await repo.findById(tx, row.id))!);
        })
        .catch(alreadySubmitted);
    },

    async update(actor: Identity, id: string, data: UpdateShiftData): Promise<ShiftDto> {
      return db
        .transaction(async (tx) => {
          const found = await repo.findById(tx, id);
          if (!found) throw notFound();
          await lockUsers(tx, [found.shift.userId]);
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
          return presentOneFor(tx, actor, { ...found, shift: row });
        })
        .catch(alreadySubmitted);
    },

    /** The batch assign and confirm: every update lands, or none does. */
    async updateMany(actor: Identity, updates: ShiftUpdate[]): Promise<ShiftDto[]> {
      const ids = updates.map((u) => u.id);
      if (new Set(ids).size !== ids.length) throw badRequest('each shift may appear only once in an update');
      return db
        .transaction(async (tx) => {
          const found = await repo.findByIds(tx, ids);
          if (found.length !== ids.length)
            throw conflict('one or more of these shifts no longer exist; reload and try again');
          await lockUsers(
            tx,
            found.map((f) => f.shift.userId),
          );
          // Read again under the locks: what another supervisor changed meanwhile is what we change.
          const current = new Map((await repo.findByIds(tx, ids)).map((r) => [r.shift.id, r]));
          const out: repo.JoinedShift[] = [];
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
            out.push({ ...joined, shift: row });
          }
          await assertNoOverlap(
            tx,
            touched.filter((r) => isHeld(r.status)),
          );
          return presentFor(tx, actor, out);
        })
        .catch(alreadySubmitted);
    },

    async remove(actor: Identity, id: string): Promise<ShiftDto> {
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
        return presentOneFor(tx, actor, { ...found, shift: row });
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

    async setCanSubmit(actor: Identity, canSubmit: boolean): Promise<{ canSubmit: boolean }> {
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
    async myShifts(p: Identity, userId: string, date?: string): Promise<ShiftDto[]> {
      const user = await findLiveById(db, userId);
      if (!user) throw notFound();
      policy.authorize(p, 'readOf', { userId });
      const day = date ?? schoolToday();
      const rows = await repo.listForUser(db, userId, day, day, [SHIFT_STATUS.confirmed]);
      return presentFor(db, p, rows);
    },

    /** The Users page's 'delete future shifts': every shift after today, whatever its status. */
    async deleteFuture(actor: Identity, userId: string): Promise<{ userId: string; deleted: number }> {
      return db.transaction(async (tx) => {
        const user = await findLiveById(tx, userId);
        if (!user) throw notFound();
        await lockUsers(tx, [userId]);
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

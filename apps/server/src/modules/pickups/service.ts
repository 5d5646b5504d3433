import {
  describeClashes,
  PICKUP_CONFLICT,
  PICKUP_MESSAGES,
  pickupClashes,
  type MyPickupsResponse,
  type PickupDto,
  type PickupsQuery,
  type PickupStatus,
  type UpdatePickupData,
} from '@school-ops/shared';
import { auditOf, recordAudit } from '../../audit/record.ts';
import type { Identity } from '../../auth/identity.ts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { PickupRow } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { createJsonCache } from '../../lib/json-cache.ts';
import type { FileStorage } from '../../storage/index.ts';
import { listManualsOfLocations } from '../manuals/index.ts';
import { listConfirmedShifts } from '../shifts/index.ts';
import * as policy from './policy.ts';
import { auditSnapshot, presentPickups, presentStaff } from './presenter.ts';
import * as repo from './repository.ts';

/** Staff, students and manuals of many pickups: three queries whatever the number of pickups. */
async function withParts(db: Executor, storage: FileStorage, rows: PickupRow[], p: Identity): Promise<PickupDto[]> {
  const ids = rows.map((r) => r.id);
  const staff = await repo.listStaff(db, ids);
  const students = await repo.listStudents(db, ids);
  const manuals = await listManualsOfLocations(db, [...new Set(rows.map((r) => r.location))]);
  return presentPickups(storage, rows, { staff, students, manuals }, p);
}

export function createPickupsService({ db, storage, changes }: { db: Db; storage: FileStorage; changes?: ChangeFeed }) {
  // Everything the list shows: its pickups with their staff, students and manuals, and the day's shifts.
  const listBodies = createJsonCache(changes, { read: 'pickups.list' });
  const one = async (p: Identity, id: string, within: Executor = db): Promise<PickupDto> => {
    const row = await repo.findById(within, id);
    if (!row) throw notFound();
    const [dto] = await withParts(within, storage, [row], p);
    return dto!;
  };

  return {
    /**
     * A school's day of pickups as the list's JSON body ({ pickups, shifts }). Only supervisors read it, and
     * a supervisor's abilities do not depend on who they are, so one body serves them all.
     */
    listJson(p: Identity, q: PickupsQuery): Promise<Buffer> {
      return listBodies(JSON.stringify(q), async () => {
        const rows = await repo.listBySchoolDate(db, q.schoolName, q.date);
        const shifts = await listConfirmedShifts(db, { date: q.date, schoolName: q.schoolName });
        return { pickups: await withParts(db, storage, rows, p), shifts: shifts.map(presentStaff) };
      });
    },

    async myPickups(p: Identity, userId: string, date: string): Promise<MyPickupsResponse> {
      policy.authorize(p, 'readOf', { userId });
      const shifts = await listConfirmedShifts(db, { date, userId });
      const rows = await repo.listByShifts(
        db,
        shifts.map((s) => s.shiftId),
        date,
      );
      return {
        pickups: await withParts(db, storage, rows, p),
        shifts: shifts.map(presentStaff),
        hasShift: shifts.length > 0,
      };
    },

    /** Assigns confirmed shifts of the pickup's day and school, and sets the comments. */
    async update(actor: Identity, id: string, data: UpdatePickupData): Promise<PickupDto> {
      await db.transaction(async (tx) => {
        const before = await repo.findById(tx, id, true);
        if (!before) throw notFound();
        const allowed = await listConfirmedShifts(tx, {
          date: before.date,
          schoolName: before.schoolName,
          ids: data.shiftIds,
        });
        if (data.shiftIds.length > 0 && allowed.length !== data.shiftIds.length)
          throw badRequest(PICKUP_MESSAGES.shiftNotConfirmed);
        if (!data.confirmConflicts && data.shiftIds.length > 0) {
          const others = await repo.listByShifts(tx, data.shiftIds, before.date);
          const links = await repo.listShiftLinks(
            tx,
            others.map((o) => o.id),
          );
          const withShifts = others.map((o) => ({
            ...o,
            shiftIds: links.filter((l) => l.pickupId === o.id).map((l) => l.shiftId),
          }));
          const clashes = pickupClashes(before, data.shiftIds, withShifts);
          if (clashes.length > 0) {
            throw conflict(PICKUP_MESSAGES.timeConflict, {
              code: PICKUP_CONFLICT,
              details: { clashes: describeClashes(clashes, allowed) },
            });
          }
        }
        const beforeShifts = (await repo.listShiftLinks(tx, [id])).map((l) => l.shiftId).sort();
        await repo.replaceShifts(tx, id, data.shiftIds);
        const after = await repo.updatePickup(tx, id, { comments: data.comments });
        await recordAudit(tx, {
          ...auditOf(actor),
          action: 'pickup.update',
          entity: 'pickup',
          entityId: id,
          before: { ...auditSnapshot(before), shiftIds: beforeShifts },
          after: { ...auditSnapshot(after!), shiftIds: [...data.shiftIds].sort() },
        });
      });
      return one(actor, id);
    },

    /** `within`: the transaction of an idempotent request (idempotency/once.ts), which the step joins. */
    async setStatus(p: Identity, id: string, status: PickupStatus, within: Executor = db): Promise<PickupDto> {
      await within.transaction(async (tx) => {
        const before = await repo.findById(tx, id, true);
        if (!before) throw notFound();
        const assigned = policy.can(p, 'edit') || (await repo.isAssigned(tx, id, p.id));
        policy.authorize(p, 'step', { status: before.status, to: status, assigned });
        const after = await repo.updatePickup(tx, id, { status, lastUpdate: new Date() });
        await recordAudit(tx, {
          ...auditOf(p),
          action: 'pickup.status',
          entity: 'pickup',
          entityId: id,
          before: { status: before.status, lastUpdate: before.lastUpdate.toISOString() },
          after: { status: after!.status, lastUpdate: after!.lastUpdate.toISOString() },
        });
      });
      return one(p, id, within);
    },
  };
}

export type PickupsService = ReturnType<typeof createPickupsService>;

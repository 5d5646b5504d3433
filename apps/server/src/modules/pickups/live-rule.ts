import { isSupervisor } from '@school-ops/shared';
import { eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pickupShifts } from '../../db/schema/index.ts';
import type { LiveRule } from '../../live/rules.ts';
import { shiftsForJoins as shifts } from '../shifts/index.ts';

/**
 * Who learns that a pick-up changed: supervisors (the board) and its escorts (My Pickups), including one just
 * taken off it (the staff row's shift still names them). Read once per batch (decision 0030).
 */
export function pickupsLiveRule(db: Executor): LiveRule {
  return {
    async prepare(changes) {
      const pickupIds = [...new Set(changes.map((c) => c.key))];
      if (pickupIds.length === 0) return (p) => isSupervisor(p);
      const shiftIds = [...new Set(changes.map((c) => c.facts.shift_id).filter((id): id is string => !!id))];
      const rows = await db
        .select({ pickupId: pickupShifts.pickupId, shiftId: shifts.id, userId: shifts.userId })
        .from(shifts)
        .leftJoin(pickupShifts, eq(pickupShifts.shiftId, shifts.id))
        .where(
          or(inArray(pickupShifts.pickupId, pickupIds), shiftIds.length ? inArray(shifts.id, shiftIds) : undefined),
        );
      const staff = new Set(rows.filter((r) => r.pickupId).map((r) => `${r.pickupId}:${r.userId}`));
      const userOfShift = new Map(rows.map((r) => [r.shiftId, r.userId]));
      return (p, c) =>
        isSupervisor(p) ||
        staff.has(`${c.key}:${p.id}`) ||
        (c.facts.shift_id !== null && c.facts.shift_id !== undefined && userOfShift.get(c.facts.shift_id) === p.id);
    },
  };
}

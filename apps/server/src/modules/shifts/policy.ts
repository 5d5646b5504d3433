import {
  AVAILABILITY_LOCK_MESSAGES,
  hasRole,
  isSupervisor,
  ROLE,
  type AvailabilityLock,
  type ShiftAction,
} from '@school-ops/shared';
import { definePolicy } from '../../auth/policy.ts';
import { badRequest, conflict, forbidden, type HttpError } from '../../lib/http-error.ts';

/** Besides a shift's own actions: creating one, and reading someone's shifts (record: whose). */
export type ShiftPolicyAction = ShiftAction | 'create' | 'readOf';

/** Whose shift; for withdrawing, the date's lock too (undefined: not known yet, only whose is judged). */
export interface ShiftSubject {
  userId: string;
  lock?: AvailabilityLock;
}

/**
 * docs/product.md §5: teachers see their own shifts, supervisors anyone's; availability is withdrawn by its
 * teacher only (supervisors use the manage routes); supervisors create, edit, confirm and delete shifts.
 */
export const policy = definePolicy<ShiftPolicyAction, ShiftSubject>((p, action, shift) => {
  switch (action) {
    case 'readOf':
      return shift && shift.userId !== p.id && !isSupervisor(p) ? forbidden('you can only see your own shifts') : null;
    case 'withdraw':
      // My Shifts' routes are for teaching roles (routes.ts): an account without one is refused there first.
      if (!hasRole(p.role, ROLE.partTimeTeacher)) return forbidden();
      if (shift && shift.userId !== p.id) return forbidden('you can only change your own availability');
      return lockRefusal(shift?.lock ?? null);
    default:
      return isSupervisor(p) ? null : forbidden();
  }
});
export const { can, authorize } = policy;

/** Closed submission is a refusal (403), a past date a bad request (400), a held date a conflict (409). */
function lockRefusal(lock: AvailabilityLock): HttpError | null {
  if (lock === null) return null;
  const message = AVAILABILITY_LOCK_MESSAGES[lock];
  if (lock === 'closed') return forbidden(message);
  if (lock === 'past') return badRequest(message);
  return conflict(message);
}

export function assertNotLocked(lock: AvailabilityLock): void {
  const refused = lockRefusal(lock);
  if (refused) throw refused;
}

/** Shifts are for teaching staff, supervisors and school managers included; a user without a teaching role holds none. */
export const SHIFT_HOLDER_ROLES: number[] = [
  ROLE.schoolManager,
  ROLE.supervisor,
  ROLE.fullTimeTeacher,
  ROLE.partTimeTeacher,
];

export function isTeacher(user: { role: number | null; deletedAt: Date | null } | undefined): boolean {
  return Boolean(user && user.deletedAt === null && user.role !== null && SHIFT_HOLDER_ROLES.includes(user.role));
}

import { AUTHORITY, AVAILABILITY_LOCK_MESSAGES, hasAuthority, ROLE, type AvailabilityLock } from '@school-ops/shared';
import type { Principal } from '../../auth/principal.ts';
import { badRequest, conflict, forbidden } from '../../lib/http-error.ts';

export const isSupervisor = (p: Pick<Principal, 'authority'>) => hasAuthority(p.authority, AUTHORITY.supervisor);

/** Teachers see their own shifts; supervisors anyone's. */
export function assertCanSeeShiftsOf(p: Principal, userId: string): void {
  if (p.id !== userId && !isSupervisor(p)) throw forbidden('you can only see your own shifts');
}

/** Availability is changed by its teacher; supervisors use the manage routes. */
export function assertOwnAvailability(p: Principal, ownerId: string): void {
  if (p.id !== ownerId) throw forbidden('you can only change your own availability');
}

/** Closed submission is a refusal (403), a past date a bad request (400), a held date a conflict (409). */
export function assertNotLocked(lock: AvailabilityLock): void {
  if (lock === null) return;
  const message = AVAILABILITY_LOCK_MESSAGES[lock];
  if (lock === 'closed') throw forbidden(message);
  if (lock === 'past') throw badRequest(message);
  throw conflict(message);
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

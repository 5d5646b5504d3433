import { AUTHORITY, hasAuthority, nextPickupStatus, PICKUP_MESSAGES, PICKUP_STATUS } from '@school-ops/shared';
import type { Principal } from '../../auth/principal.ts';
import { badRequest, forbidden } from '../../lib/http-error.ts';

export const isSupervisor = (p: Pick<Principal, 'authority'>) => hasAuthority(p.authority, AUTHORITY.supervisor);

/** A teacher reads their own pickups; supervisors anyone's. */
export function assertCanSeePickupsOf(p: Principal, userId: string): void {
  if (p.id !== userId && !isSupervisor(p)) throw forbidden(PICKUP_MESSAGES.ownPickupsOnly);
}

/**
 * docs/product.md §4: supervisors set any status; a teacher on the pickup advances it exactly one
 * step, and done is final.
 */
export function assertStatusChange(p: Principal, o: { from: number; to: number; assigned: boolean }): void {
  if (isSupervisor(p)) return;
  if (!o.assigned) throw forbidden(PICKUP_MESSAGES.notAssigned);
  if (o.from >= PICKUP_STATUS.done) throw badRequest(PICKUP_MESSAGES.alreadyDone);
  if (o.to !== nextPickupStatus(o.from)) throw badRequest(PICKUP_MESSAGES.oneStep);
}

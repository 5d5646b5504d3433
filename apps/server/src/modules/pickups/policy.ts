import { isSupervisor, nextPickupStatus, PICKUP_MESSAGES, PICKUP_STATUS, type PickupAction } from '@school-ops/shared';
import { definePolicy } from '../../auth/policy.ts';
import { badRequest, forbidden } from '../../lib/http-error.ts';

/** Besides a pickup's abilities: reading someone's pickups of a day (the record: whose). */
export type PickupPolicyAction = PickupAction | 'readOf';

export interface PickupSubject {
  /** readOf: whose pickups. */
  userId?: string;
  /** step: the pickup's status, whether the person is on it, and the status asked for (when known). */
  status?: number;
  assigned?: boolean;
  to?: number;
}

/**
 * docs/product.md §4: a teacher reads their own pickups, supervisors anyone's; supervisors set any status and
 * assign staff; a teacher on the pickup advances it exactly one step, and done is final.
 */
export const policy = definePolicy<PickupPolicyAction, PickupSubject>((p, action, r) => {
  if (isSupervisor(p)) return null;
  switch (action) {
    case 'readOf':
      return r?.userId !== undefined && r.userId !== p.id ? forbidden(PICKUP_MESSAGES.ownPickupsOnly) : null;
    case 'edit':
      return forbidden();
    case 'step':
      if (!r?.assigned) return forbidden(PICKUP_MESSAGES.notAssigned);
      if (r.status !== undefined && r.status >= PICKUP_STATUS.done) return badRequest(PICKUP_MESSAGES.alreadyDone);
      if (r.to !== undefined && r.status !== undefined && r.to !== nextPickupStatus(r.status))
        return badRequest(PICKUP_MESSAGES.oneStep);
      return null;
  }
});
export const { can, authorize } = policy;

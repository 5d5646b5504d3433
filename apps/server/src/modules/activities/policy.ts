import { ACTIVITY_MSG, AUTHORITY, isSupervisor, type ActivityAction } from '@school-ops/shared';
import { authority, LOGGED_IN, type Access } from '../../auth/access.ts';
import { definePolicy } from '../../auth/policy.ts';
import { forbidden } from '../../lib/http-error.ts';

/** Everyone logged in reads and writes the day's activities (docs/product.md §2.1). */
export const ACTIVITIES_ACCESS: Access = LOGGED_IN;
/** Deleting activity photos is for supervisors and up (docs/product.md §6). */
export const DELETE_PHOTOS_ACCESS: Access = authority(AUTHORITY.supervisor);

/**
 * docs/product.md §6: everyone edits an activity; supervisors and up confirm (or unconfirm) it and delete its
 * photos. What a confirmed activity keeps (its text, its photos) is the state's rule, a 400 the service gives
 * with its message: the web offers delete photos to supervisors and says why it cannot be done yet.
 */
export const policy = definePolicy<ActivityAction>((p, action) => {
  switch (action) {
    case 'edit':
      return null;
    case 'confirm':
      return isSupervisor(p) ? null : forbidden(ACTIVITY_MSG.onlySupervisorConfirms);
    case 'deletePhotos':
      return isSupervisor(p) ? null : forbidden();
  }
});
export const { can, authorize } = policy;

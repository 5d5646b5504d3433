import { AUTHORITY, isSupervisor } from '@school-ops/shared';
import { authority, LOGGED_IN, type Access } from '../../auth/access.ts';

/** Everyone logged in reads and writes the day's activities (docs/product.md §2.1). */
export const ACTIVITIES_ACCESS: Access = LOGGED_IN;
/** Deleting activity photos is for supervisors and up (docs/product.md §6). */
export const DELETE_PHOTOS_ACCESS: Access = authority(AUTHORITY.supervisor);

/** Confirming (or unconfirming) an activity is for supervisors and up (docs/product.md §6). */
export const canConfirm = (actor: { authority: number; role: number | null }) => isSupervisor(actor);

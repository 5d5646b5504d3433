import { AUTHORITY, hasAuthority, ROLE } from '@school-ops/shared';
import { forbidden } from '../../lib/http-error.ts';

interface Viewer {
  authority: number;
  role: number | null;
}

/**
 * The strongest list of links a user may read, as a teaching role: everything whose role is this
 * number or higher. Managers and up maintain the links, so they may read every list (0, the
 * School Managers' list, holds all of them) whatever their own teaching role, and admins and
 * managers often have none. Anyone else reads from their own teaching role down; a user with no
 * teaching role and less than manager authority sees no links at all (null).
 */
export function strongestReadableRole(viewer: Viewer): number | null {
  if (hasAuthority(viewer.authority, AUTHORITY.manager)) return ROLE.schoolManager;
  return viewer.role;
}

/** A user may ask for their own role's list or a weaker role's, never a stronger one's. */
export function assertCanReadRole(viewer: Viewer, role: number): void {
  const strongest = strongestReadableRole(viewer);
  if (strongest === null || role < strongest) throw forbidden();
}

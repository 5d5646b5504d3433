import { AUTHORITY, hasAuthority, isManager, ROLE, type LinkAction } from '@school-ops/shared';
import type { Identity } from '../../auth/identity.ts';
import { definePolicy } from '../../auth/policy.ts';
import { forbidden } from '../../lib/http-error.ts';

/**
 * The strongest list of links a user may read, as a teaching role: everything whose role is this
 * number or higher. Managers and up maintain the links, so they may read every list (0, the
 * School Managers' list, holds all of them) whatever their own teaching role, and admins and
 * managers often have none. Anyone else reads from their own teaching role down; a user with no
 * teaching role and less than manager authority sees no links at all (null).
 */
export function strongestReadableRole(viewer: Pick<Identity, 'authority' | 'role'>): number | null {
  if (hasAuthority(viewer.authority, AUTHORITY.manager)) return ROLE.schoolManager;
  return viewer.role;
}

/** Besides a link's abilities: reading one role's list, and adding links. */
export type LinkPolicyAction = LinkAction | 'read' | 'create';

/**
 * A user may read their own role's list or a weaker role's, never a stronger one's (the record: `{ role }`);
 * managers and up add, edit and delete links (docs/product.md §6).
 */
export const policy = definePolicy<LinkPolicyAction, { role: number }>((p, action, link) => {
  if (action !== 'read') return isManager(p) ? null : forbidden();
  const strongest = strongestReadableRole(p);
  return strongest === null || (link !== undefined && link.role < strongest) ? forbidden() : null;
});
export const { can, authorize } = policy;

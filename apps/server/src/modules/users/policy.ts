import { AUTHORITIES, AUTHORITY, type Authority, type UserAction } from '@school-ops/shared';
import type { Access } from '../../auth/access.ts';
import type { Identity } from '../../auth/identity.ts';
import { definePolicy } from '../../auth/policy.ts';
import { badRequest, forbidden } from '../../lib/http-error.ts';

/** Besides the abilities a user record carries: giving an authority (a new account's, or a changed one). */
export type UserPolicyAction = UserAction | 'grant';
/** The account acted on: its id and authority; for `grant`, the authority to be given. */
export interface UserSubject {
  id?: string;
  authority: number;
}

/** Who may manage accounts at all: the /api/users routes' access, and the first rule of `grant`. */
export const USERS_ACCESS = { authority: AUTHORITY.manager } as const satisfies Access;

/**
 * docs/product.md §6: a manager manages accounts of their own authority or weaker, never a stronger one, gives
 * no more authority than their own, and does not delete their own account.
 */
export const policy = definePolicy<UserPolicyAction, UserSubject>((p, action, target) => {
  if (!target) return null;
  if (action === 'grant') {
    if (p.authority > USERS_ACCESS.authority) return forbidden();
    return target.authority < p.authority ? forbidden('you cannot give an account more authority than yours') : null;
  }
  if (action === 'delete' && target.id === p.id) return badRequest('you cannot delete your own account');
  if (target.authority < p.authority) return forbidden('you cannot change an account with more authority than yours');
  return null;
});
export const { can, authorize } = policy;

/** Needs the count of other admins, so the service asks it where it has that count. */
export function assertKeepsAnAdmin(target: { authority: number }, otherAdmins: number, nextAuthority?: number): void {
  const losesAdmin = target.authority === AUTHORITY.admin && nextAuthority !== AUTHORITY.admin;
  if (losesAdmin && otherAdmins === 0) throw badRequest('the last admin cannot be removed');
}

/**
 * The authorities the person may give an account (issue 17): the `grant` rule above asked for each, so the form's
 * choices (sent as `abilities.grantableAuthorities`) and the refusal of a create or edit are one rule.
 */
export const grantableAuthorities = (identity: Identity): Authority[] =>
  AUTHORITIES.filter((authority) => can(identity, 'grant', { authority }));

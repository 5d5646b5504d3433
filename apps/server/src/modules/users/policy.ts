import { AUTHORITY } from '@school-ops/shared';
import type { Actor } from '../../audit/record.ts';
import { badRequest, forbidden } from '../../lib/http-error.ts';

/** A manager manages accounts of their own authority or weaker, never a stronger one. */
export function assertCanManage(actor: Actor, target: { authority: number }): void {
  if (target.authority < actor.authority)
    throw forbidden('you cannot change an account with more authority than yours');
}

export function assertCanGrant(actor: Actor, authority: number): void {
  if (authority < actor.authority) throw forbidden('you cannot give an account more authority than yours');
}

export function assertNotSelf(actor: Actor, targetId: string): void {
  if (actor.id === targetId) throw badRequest('you cannot delete your own account');
}

export function assertKeepsAnAdmin(target: { authority: number }, otherAdmins: number, nextAuthority?: number): void {
  const losesAdmin = target.authority === AUTHORITY.admin && nextAuthority !== AUTHORITY.admin;
  if (losesAdmin && otherAdmins === 0) throw badRequest('the last admin cannot be removed');
}

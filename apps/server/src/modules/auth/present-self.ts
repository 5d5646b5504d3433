import type { UserDto } from '@school-ops/shared';
import type { Identity } from '../../auth/identity.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { sessionsPolicy } from '../sessions/index.ts';
import { grantableAuthorities, presentUser } from '../users/index.ts';

/**
 * The signed-in person's own account (sign-in, /api/auth/me), with what they may do on screens rather than to
 * one record (decision 0024): the web shows those controls from these and re-derives no rule.
 */
export function presentSelf(identity: Identity, row: UserRow): UserDto {
  return {
    ...presentUser(row),
    abilities: {
      seeCanceledSessions: sessionsPolicy.can(identity, 'seeCanceled'),
      grantableAuthorities: grantableAuthorities(identity),
    },
  };
}

import { USER_ACTIONS, type UserDto } from '@school-ops/shared';
import type { Identity } from '../../auth/identity.ts';
import { abilitiesOf } from '../../auth/policy.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { policy } from './policy.ts';

export function presentUser(u: UserRow): UserDto {
  return {
    id: u.id,
    username: u.username,
    smsId: u.smsId,
    name: u.name,
    nickname: u.nickname,
    role: u.role,
    authority: u.authority,
    shouldSetCredentials: u.mustChangePassword || u.mustChangePin,
    maxHours: u.maxHours,
    readingLevel: u.readingLevel,
    trainingLevel: u.trainingLevel,
    mainShift: u.mainShift ?? null,
    language: u.language,
  };
}

/** An account as a manager sees it on the users screens: with what they may do with it. */
export const presentManagedUser =
  (p: Identity) =>
  (u: UserRow): UserDto => ({ ...presentUser(u), can: abilitiesOf(policy, USER_ACTIONS, p, u) });

import type { UserDto } from '@school-ops/shared';
import type { UserRow } from '../../db/schema/index.ts';

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
  };
}

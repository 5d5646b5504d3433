import { AUTHORITY, type UserDto } from '@school-ops/shared';

/** A signed-in user for a test: a manager with no teaching role unless told otherwise. */
export function aUser(overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    username: 'manager',
    smsId: 1,
    name: 'Mia Manager',
    nickname: null,
    role: null,
    authority: AUTHORITY.manager,
    shouldSetCredentials: false,
    maxHours: null,
    readingLevel: 'all',
    trainingLevel: 2,
    mainShift: null,
    language: 'en',
    ...overrides,
  };
}

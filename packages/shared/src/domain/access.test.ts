import { describe, expect, it } from 'vitest';
import { AUTHORITY, ROLE } from '../constants.ts';
import { hasAuthority, hasMainShift, hasRole, isManager, isPartTimer, isSupervisor } from './access.ts';

describe('hasAuthority', () => {
  it('passes at or below the required level (lower is more power)', () => {
    expect(hasAuthority(AUTHORITY.admin, AUTHORITY.admin)).toBe(true);
    expect(hasAuthority(AUTHORITY.admin, AUTHORITY.user)).toBe(true);
    expect(hasAuthority(AUTHORITY.manager, AUTHORITY.manager)).toBe(true);
    expect(hasAuthority(AUTHORITY.supervisor, AUTHORITY.manager)).toBe(false);
    expect(hasAuthority(AUTHORITY.manager, AUTHORITY.admin)).toBe(false);
    expect(hasAuthority(AUTHORITY.user, AUTHORITY.supervisor)).toBe(false);
    expect(hasAuthority(AUTHORITY.user, AUTHORITY.user)).toBe(true);
  });

  it('checks every level against every requirement', () => {
    const levels = [0, 1, 2, 3] as const;
    for (const have of levels) {
      for (const need of levels) expect(hasAuthority(have, need)).toBe(have <= need);
    }
  });

  it('fails for a missing authority (0 is not falsy here)', () => {
    expect(hasAuthority(null, AUTHORITY.user)).toBe(false);
    expect(hasAuthority(undefined, AUTHORITY.user)).toBe(false);
    expect(hasAuthority(0, AUTHORITY.admin)).toBe(true);
  });
});

describe('hasRole', () => {
  it("is an 'and up' hierarchy", () => {
    expect(hasRole(ROLE.schoolManager, ROLE.partTimeTeacher)).toBe(true);
    expect(hasRole(ROLE.partTimeTeacher, ROLE.partTimeTeacher)).toBe(true);
    expect(hasRole(ROLE.fullTimeTeacher, ROLE.fullTimeTeacher)).toBe(true);
    expect(hasRole(ROLE.partTimeTeacher, ROLE.fullTimeTeacher)).toBe(false);
    expect(hasRole(ROLE.supervisor, ROLE.schoolManager)).toBe(false);
    expect(hasRole(ROLE.schoolManager, ROLE.schoolManager)).toBe(true);
  });

  it('fails for a missing role', () => {
    expect(hasRole(null, ROLE.partTimeTeacher)).toBe(false);
    expect(hasRole(undefined, ROLE.partTimeTeacher)).toBe(false);
  });
});

describe('principal helpers', () => {
  it('isSupervisor and isManager follow authority', () => {
    expect(isSupervisor({ authority: 2, role: 3 })).toBe(true);
    expect(isSupervisor({ authority: 3, role: 0 })).toBe(false);
    expect(isManager({ authority: 1, role: 3 })).toBe(true);
    expect(isManager({ authority: 2, role: 0 })).toBe(false);
    expect(isManager(null)).toBe(false);
    expect(isSupervisor(undefined)).toBe(false);
  });

  it('isPartTimer is exactly the part-time role', () => {
    expect(isPartTimer({ authority: 3, role: ROLE.partTimeTeacher })).toBe(true);
    expect(isPartTimer({ authority: 3, role: ROLE.fullTimeTeacher })).toBe(false);
    expect(isPartTimer(null)).toBe(false);
  });

  it('hasMainShift is for full-time teachers and supervisors only', () => {
    expect(hasMainShift(ROLE.fullTimeTeacher)).toBe(true);
    expect(hasMainShift(ROLE.supervisor)).toBe(true);
    expect(hasMainShift(ROLE.partTimeTeacher)).toBe(false);
    expect(hasMainShift(ROLE.schoolManager)).toBe(false);
    expect(hasMainShift(null)).toBe(false);
  });
});

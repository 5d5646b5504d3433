import { describe, expect, it } from 'vitest';
import { AUTHORITY, ROLE } from './constants.ts';
import { mayOpen, NAV_GROUPS, SCREENS } from './screens.ts';

describe('the screens', () => {
  it('are each declared once, every drawer entry in a known group', () => {
    const paths = SCREENS.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const s of SCREENS) if ('nav' in s) expect(NAV_GROUPS).toContain(s.nav.group);
  });

  it('read API routes only, named as the route table names them', () => {
    for (const s of SCREENS) for (const read of s.reads) expect(read).toMatch(/^GET \/api\//);
  });
});

describe('mayOpen', () => {
  const partTimer = { authority: AUTHORITY.user, role: ROLE.partTimeTeacher };
  const managerWithoutRole = { authority: AUTHORITY.manager, role: null };

  it('lets anyone open an open screen, and only the signed-out open the sign-in page', () => {
    expect(mayOpen({ anyone: true }, null)).toBe(true);
    expect(mayOpen({ anyone: true }, partTimer)).toBe(true);
    expect(mayOpen({ signedOut: true }, null)).toBe(true);
    expect(mayOpen({ signedOut: true }, partTimer)).toBe(false);
  });

  it('asks for a sign-in, then the authority and the teaching role the screen names', () => {
    expect(mayOpen({}, null)).toBe(false);
    expect(mayOpen({}, partTimer)).toBe(true);
    expect(mayOpen({ authority: AUTHORITY.supervisor }, partTimer)).toBe(false);
    expect(mayOpen({ authority: AUTHORITY.supervisor }, managerWithoutRole)).toBe(true);
    expect(mayOpen({ role: ROLE.partTimeTeacher }, partTimer)).toBe(true);
    expect(mayOpen({ role: ROLE.partTimeTeacher }, managerWithoutRole)).toBe(false);
    expect(mayOpen({ role: ROLE.fullTimeTeacher }, partTimer)).toBe(false);
  });
});

import { AUTHORITY, ROLE, type Authority, type Role } from '@school-ops/shared';
import { describe, expect, it } from 'vitest';
import { aUser } from '../test/users.ts';
import { NAV_SECTIONS } from './nav.ts';

/** The drawer as each kind of person sees it: heading, then its entries. */
function drawer(authority: Authority, role: Role | null) {
  const user = aUser({ authority, role });
  return NAV_SECTIONS.map((s) => [s.heading, s.items.filter((i) => i.visible(user)).map((i) => `${i.label} ${i.to}`)]);
}

const MY_DAY = ['Home /', 'Sessions /sessions', 'Activities /activities', 'My Pickups /my-pickups'];
const MY_INFO = 'My Info /me';
const SUPERVISE = [
  'Check Sessions /sessions/check',
  'Pickups /pickups',
  'Manage Shifts /shifts',
  'Part-Timer Shifts /shifts/check',
  'Students /students',
  'Reading Progress /reading',
  'Books /books',
  'Spelling Categories /spelling-categories',
  'Teachers /teachers',
  'Sessions Report /reports/sessions',
];
const MANAGE = [
  'Users /users',
  'Welcome Links /links',
  'Pickup Manuals /manuals',
  'Imports /imports',
  'School Settings /settings',
  'Audit Log /audit',
  'Hours /reports/hours',
];

describe('the drawer (docs/product.md §2.1, §2.2)', () => {
  it('gives a part-timer their day with My Shifts, and nothing to supervise or manage', () => {
    expect(drawer(AUTHORITY.user, ROLE.partTimeTeacher)).toEqual([
      ['My day', [...MY_DAY, 'My Shifts /my-shifts', MY_INFO]],
      ['Supervise', []],
      ['Manage', []],
    ]);
  });

  it('gives My Shifts to every teaching role and to no one without one', () => {
    expect(drawer(AUTHORITY.user, ROLE.fullTimeTeacher)[0]![1]).toContain('My Shifts /my-shifts');
    expect(drawer(AUTHORITY.manager, ROLE.schoolManager)[0]![1]).toContain('My Shifts /my-shifts');
    expect(drawer(AUTHORITY.admin, null)[0]![1]).toEqual([...MY_DAY, MY_INFO]);
  });

  it('adds Supervise for supervisors, and Manage for managers and admins', () => {
    expect(drawer(AUTHORITY.supervisor, ROLE.supervisor)).toEqual([
      ['My day', [...MY_DAY, 'My Shifts /my-shifts', MY_INFO]],
      ['Supervise', SUPERVISE],
      // Hours: a supervisor reads the month's hours too (issue 22).
      ['Manage', ['Hours /reports/hours']],
    ]);
    expect(drawer(AUTHORITY.manager, null)).toEqual([
      ['My day', [...MY_DAY, MY_INFO]],
      ['Supervise', SUPERVISE],
      ['Manage', MANAGE],
    ]);
    expect(drawer(AUTHORITY.admin, null)).toEqual(drawer(AUTHORITY.manager, null));
  });
});

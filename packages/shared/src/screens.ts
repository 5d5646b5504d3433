import { AUTHORITY, ROLE, type Authority, type Role } from './constants.ts';
import { hasAuthority, hasRole } from './domain/access.ts';

/**
 * The screens of the web app and who may open each (docs/product.md §2.1), stated once: the web's router guards
 * and its drawer are made from this list, and a server test checks that whoever may open a screen may call each
 * API route it reads (decision 0028).
 */

/**
 * Anyone; only someone signed out (the sign-in page); or someone signed in with at least this authority and this
 * teaching role (lower numbers are more power, as on the server's routes).
 */
export type ScreenAccess = { anyone: true } | { signedOut: true } | { authority?: Authority; role?: Role };

export const NAV_GROUPS = ['My day', 'Supervise', 'Manage'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];
/**
 * Each group heading's key in the web's catalogs (issue 17), whose English is the heading itself: the web's
 * catalog test checks that each key exists and says exactly this.
 */
export const NAV_GROUP_LABEL_KEYS = {
  'My day': 'nav.myDay',
  Supervise: 'nav.supervise',
  Manage: 'nav.manage',
} as const satisfies Record<NavGroup, string>;

export interface Screen {
  /** The web path, as the router writes it (`:id` for a record). */
  path: string;
  access: ScreenAccess;
  /**
   * Its entry in the drawer, if it has one; entries show in the order of this list. `labelKey` is the label's key
   * in the web's catalogs, whose English is `label` (the web's catalog test checks both).
   */
  nav?: { group: NavGroup; label: string; labelKey: string };
  /** The API routes it reads, as the server's route table names them ("GET /api/…"). */
  reads: readonly string[];
}

const ANYONE = { anyone: true } as const;
const SIGNED_IN = {} as const;
const TEACHING_ROLE = { role: ROLE.partTimeTeacher } as const;
const SUPERVISORS = { authority: AUTHORITY.supervisor } as const;
const MANAGERS = { authority: AUTHORITY.manager } as const;

const myDay = <K extends string>(label: string, labelKey: K) => ({ group: 'My day', label, labelKey }) as const;
const supervise = <K extends string>(label: string, labelKey: K) => ({ group: 'Supervise', label, labelKey }) as const;
const manage = <K extends string>(label: string, labelKey: K) => ({ group: 'Manage', label, labelKey }) as const;

/** The reading form (a session's to-be-checked student, the student page) chooses a book and a category. */
const READING_FORM = ['GET /api/books', 'GET /api/spelling-categories'] as const;

export const SCREENS = [
  { path: '/login', access: { signedOut: true }, reads: [] },
  { path: '/logout', access: ANYONE, reads: [] },
  { path: '/logout/expired', access: ANYONE, reads: [] },
  { path: '/not-found', access: ANYONE, reads: [] },
  { path: '/unauthorized', access: ANYONE, reads: [] },

  {
    path: '/',
    access: SIGNED_IN,
    nav: myDay('Home', 'nav.home'),
    reads: ['GET /api/shifts/my-shift/:id', 'GET /api/pickups/my-pickups/:userId', 'GET /api/links/:role'],
  },
  { path: '/sessions', access: SIGNED_IN, nav: myDay('Sessions', 'nav.sessions'), reads: ['GET /api/sessions'] },
  {
    path: '/sessions/:id',
    access: SIGNED_IN,
    reads: ['GET /api/sessions/:id', 'GET /api/sessions/:id/previous', ...READING_FORM],
  },
  {
    path: '/activities',
    access: SIGNED_IN,
    nav: myDay('Activities', 'nav.activities'),
    reads: ['GET /api/activities'],
  },
  { path: '/activities/:id/photos', access: SIGNED_IN, reads: ['GET /api/activities/:id'] },
  {
    path: '/my-pickups',
    access: SIGNED_IN,
    nav: myDay('My Pickups', 'nav.myPickups'),
    reads: ['GET /api/pickups/my-pickups/:userId'],
  },
  {
    path: '/my-shifts',
    access: TEACHING_ROLE,
    nav: myDay('My Shifts', 'nav.myShifts'),
    reads: ['GET /api/shifts/availability'],
  },
  { path: '/me', access: SIGNED_IN, nav: myDay('My Info', 'nav.me'), reads: ['GET /api/calendar/subscription'] },
  { path: '/me/update-credentials', access: SIGNED_IN, reads: [] },

  {
    path: '/sessions/check',
    access: SUPERVISORS,
    nav: supervise('Check Sessions', 'nav.checkSessions'),
    reads: ['GET /api/sessions'],
  },
  { path: '/pickups', access: SUPERVISORS, nav: supervise('Pickups', 'nav.pickups'), reads: ['GET /api/pickups'] },
  {
    path: '/shifts',
    access: SUPERVISORS,
    nav: supervise('Manage Shifts', 'nav.manageShifts'),
    reads: ['GET /api/shifts/manage', 'GET /api/shifts/can-submit', 'GET /api/shifts/part-time-data'],
  },
  {
    path: '/shifts/check',
    access: SUPERVISORS,
    nav: supervise('Part-Timer Shifts', 'nav.partTimerShifts'),
    reads: ['GET /api/shifts/part-time-data'],
  },
  { path: '/shifts/new', access: SUPERVISORS, reads: ['GET /api/shifts/staff'] },
  { path: '/shifts/:id', access: SUPERVISORS, reads: ['GET /api/shifts/:id', 'GET /api/shifts/staff'] },
  { path: '/students', access: SUPERVISORS, nav: supervise('Students', 'nav.students'), reads: ['GET /api/students'] },
  {
    path: '/students/:id',
    access: SUPERVISORS,
    reads: ['GET /api/students/:id', 'GET /api/students/:id/history', ...READING_FORM],
  },
  {
    path: '/reading',
    access: SUPERVISORS,
    nav: supervise('Reading Progress', 'nav.readingProgress'),
    reads: ['GET /api/reading/overview'],
  },
  { path: '/books', access: SUPERVISORS, nav: supervise('Books', 'nav.books'), reads: ['GET /api/books'] },
  { path: '/books/new', access: SUPERVISORS, reads: [] },
  { path: '/books/:id', access: SUPERVISORS, reads: ['GET /api/books/:id'] },
  {
    path: '/spelling-categories',
    access: SUPERVISORS,
    nav: supervise('Spelling Categories', 'nav.spellingCategories'),
    reads: ['GET /api/spelling-categories'],
  },
  { path: '/spelling-categories/new', access: SUPERVISORS, reads: [] },
  { path: '/spelling-categories/:id', access: SUPERVISORS, reads: ['GET /api/spelling-categories/:id'] },
  {
    path: '/teachers',
    access: SUPERVISORS,
    nav: supervise('Teachers', 'nav.teachers'),
    reads: ['GET /api/users/teachers'],
  },
  { path: '/teachers/:id', access: SUPERVISORS, reads: ['GET /api/users/teachers/:id'] },
  {
    path: '/reports/sessions',
    access: SUPERVISORS,
    nav: supervise('Sessions Report', 'nav.sessionsReport'),
    reads: ['GET /api/reports/sessions'],
  },

  { path: '/users', access: MANAGERS, nav: manage('Users', 'nav.users'), reads: ['GET /api/users'] },
  { path: '/users/new', access: MANAGERS, reads: [] },
  { path: '/users/:id', access: MANAGERS, reads: ['GET /api/users/:id'] },
  { path: '/links', access: MANAGERS, nav: manage('Welcome Links', 'nav.links'), reads: ['GET /api/links/:role'] },
  { path: '/manuals', access: MANAGERS, nav: manage('Pickup Manuals', 'nav.manuals'), reads: ['GET /api/manuals'] },
  { path: '/imports', access: MANAGERS, nav: manage('Imports', 'nav.imports'), reads: ['GET /api/imports'] },
  { path: '/settings', access: MANAGERS, nav: manage('School Settings', 'nav.settings'), reads: ['GET /api/settings'] },
  {
    path: '/audit',
    access: MANAGERS,
    nav: manage('Audit Log', 'nav.audit'),
    reads: ['GET /api/audit', 'GET /api/users'],
  },
  // Issue 22: managers close the month with it; supervisors may read it too (it only reads).
  {
    path: '/reports/hours',
    access: SUPERVISORS,
    nav: manage('Hours', 'nav.hoursReport'),
    reads: ['GET /api/reports/hours'],
  },
] as const satisfies readonly Screen[];

export type ScreenPath = (typeof SCREENS)[number]['path'];

/** Whether this person (null: signed out) may open a screen of this access. */
export function mayOpen(access: ScreenAccess, who: { authority: number; role: number | null } | null): boolean {
  if ('anyone' in access) return true;
  if ('signedOut' in access) return who === null;
  if (!who) return false;
  if (access.authority !== undefined && !hasAuthority(who.authority, access.authority)) return false;
  return access.role === undefined || hasRole(who.role, access.role);
}

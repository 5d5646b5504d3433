import type { Authority, Role } from '@school-ops/shared';
import type { TFunction } from 'i18next';

/*
 * The drawer's words in the reader's language, keyed by path and by section heading: the drawer's entries are
 * declared elsewhere (app/nav.ts, soon a shared screens declaration); this is where they are translated.
 * An entry missing here shows its declared English label.
 */

export const navLabels = (t: TFunction): Record<string, string> => ({
  '/': t('nav.home'),
  '/sessions': t('nav.sessions'),
  '/activities': t('nav.activities'),
  '/my-pickups': t('nav.myPickups'),
  '/my-shifts': t('nav.myShifts'),
  '/me': t('nav.me'),
  '/sessions/check': t('nav.checkSessions'),
  '/pickups': t('nav.pickups'),
  '/shifts': t('nav.manageShifts'),
  '/shifts/check': t('nav.partTimerShifts'),
  '/students': t('nav.students'),
  '/books': t('nav.books'),
  '/spelling-categories': t('nav.spellingCategories'),
  '/teachers': t('nav.teachers'),
  '/users': t('nav.users'),
  '/links': t('nav.links'),
  '/manuals': t('nav.manuals'),
  '/imports': t('nav.imports'),
  '/settings': t('nav.settings'),
});

export const sectionLabels = (t: TFunction): Record<string, string> => ({
  'My day': t('nav.myDay'),
  Supervise: t('nav.supervise'),
  Manage: t('nav.manage'),
});

export const roleLabel = (t: TFunction, role: Role): string =>
  ({
    0: t('role.schoolManager'),
    1: t('role.supervisor'),
    2: t('role.fullTimeTeacher'),
    3: t('role.partTimeTeacher'),
  })[role];

export const authorityLabel = (t: TFunction, authority: Authority): string =>
  ({
    0: t('authority.admin'),
    1: t('authority.manager'),
    2: t('authority.supervisor'),
    3: t('authority.user'),
  })[authority];

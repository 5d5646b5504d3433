import { classGroupOf, READING_STAGE, type SessionDto } from '@school-ops/shared';
import { i18n } from '../../lib/i18n/index.ts';

export const VIEWS = ['status', 'time', 'reading'] as const;
export type View = (typeof VIEWS)[number];
export const nextView = (v: View): View => VIEWS[(VIEWS.indexOf(v) + 1) % VIEWS.length]!;

export type CategoryFilter = 'all' | 'reading' | 'class';

export type GroupKey =
  'incomplete' | 'completed' | 'am' | 'allday' | 'pm' | 'check' | 'abc' | 'spelling' | 'book' | 'nsb' | 'class';

export interface Group {
  key: GroupKey;
  sessions: SessionDto[];
}

const S = READING_STAGE;

const GROUPS: Record<View, { key: GroupKey; test(s: SessionDto): boolean }[]> = {
  status: [
    { key: 'incomplete', test: (s) => s.status !== 'completed' },
    { key: 'completed', test: (s) => s.status === 'completed' },
  ],
  time: [
    { key: 'am', test: (s) => classGroupOf(s.className) === 'AM' },
    { key: 'allday', test: (s) => classGroupOf(s.className) === 'all day' },
    {
      key: 'pm',
      test: (s) => classGroupOf(s.className) !== 'AM' && classGroupOf(s.className) !== 'all day',
    },
  ],
  reading: [
    {
      key: 'check',
      test: (s) => s.category === 'reading' && s.student.readingStage === S.toBeChecked,
    },
    { key: 'abc', test: (s) => s.category === 'reading' && s.student.readingStage === S.abc },
    {
      key: 'spelling',
      test: (s) => s.category === 'reading' && s.student.readingStage === S.spellingAndBlending,
    },
    { key: 'book', test: (s) => s.category === 'reading' && s.student.readingStage === S.book },
    {
      key: 'nsb',
      test: (s) => s.category === 'reading' && s.student.readingStage === S.nonSystemBook,
    },
    { key: 'class', test: (s) => s.category === 'class' },
  ],
};

/** The global filter's class: 'all', or a class group (AM, all day, PM). */
export function inClassFilter(s: SessionDto, className: string): boolean {
  return className === 'all' || !className || classGroupOf(s.className) === className;
}

/** The list cut into the groups of the chosen view (docs/product.md §2.5). */
export function groupSessions(all: SessionDto[], view: View, category: CategoryFilter, className = 'all'): Group[] {
  const shown = all.filter((s) => (category === 'all' || s.category === category) && inClassFilter(s, className));
  return GROUPS[view].map((g) => ({ key: g.key, sessions: shown.filter(g.test) }));
}

/** A group's title in the reader's language (docs/product.md §2.5). */
export function groupTitle(key: GroupKey): string {
  switch (key) {
    case 'incomplete':
      return i18n.t('sessions.list.groups.incomplete');
    case 'completed':
      return i18n.t('sessions.list.groups.completed');
    case 'am':
      return i18n.t('sessions.list.groups.am');
    case 'allday':
      return i18n.t('sessions.list.groups.allday');
    case 'pm':
      return i18n.t('sessions.list.groups.pm');
    case 'check':
      return i18n.t('sessions.list.groups.check');
    case 'abc':
      return i18n.t('sessions.list.groups.abc');
    case 'spelling':
      return i18n.t('sessions.list.groups.spelling');
    case 'book':
      return i18n.t('sessions.list.groups.book');
    case 'nsb':
      return i18n.t('sessions.list.groups.nsb');
    case 'class':
      return i18n.t('sessions.list.groups.class');
  }
}

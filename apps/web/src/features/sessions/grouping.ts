import { classGroupOf, READING_STAGE, type SessionDto } from '@school-ops/shared';

export const VIEWS = ['status', 'time', 'reading'] as const;
export type View = (typeof VIEWS)[number];
export const VIEW_LABELS: Record<View, string> = { status: 'Status', time: 'Time', reading: 'Reading level' };
export const nextView = (v: View): View => VIEWS[(VIEWS.indexOf(v) + 1) % VIEWS.length]!;

export type CategoryFilter = 'all' | 'reading' | 'class';

export interface Group {
  key: string;
  title: string;
  sessions: SessionDto[];
}

const S = READING_STAGE;

const GROUPS: Record<View, { key: string; title: string; test(s: SessionDto): boolean }[]> = {
  status: [
    { key: 'incomplete', title: 'Incomplete Sessions', test: (s) => s.status !== 'completed' },
    { key: 'completed', title: 'Completed Sessions', test: (s) => s.status === 'completed' },
  ],
  time: [
    { key: 'am', title: 'AM Sessions', test: (s) => classGroupOf(s.className) === 'AM' },
    { key: 'allday', title: 'All Day Sessions', test: (s) => classGroupOf(s.className) === 'all day' },
    {
      key: 'pm',
      title: 'PM Sessions',
      test: (s) => classGroupOf(s.className) !== 'AM' && classGroupOf(s.className) !== 'all day',
    },
  ],
  reading: [
    {
      key: 'check',
      title: 'To Be Checked',
      test: (s) => s.category === 'reading' && s.student.readingStage === S.toBeChecked,
    },
    { key: 'abc', title: 'ABC / Phonics', test: (s) => s.category === 'reading' && s.student.readingStage === S.abc },
    {
      key: 'spelling',
      title: 'Spelling and Blending',
      test: (s) => s.category === 'reading' && s.student.readingStage === S.spellingAndBlending,
    },
    { key: 'book', title: 'Book', test: (s) => s.category === 'reading' && s.student.readingStage === S.book },
    {
      key: 'nsb',
      title: 'Non System Book',
      test: (s) => s.category === 'reading' && s.student.readingStage === S.nonSystemBook,
    },
    { key: 'class', title: 'Class Sessions', test: (s) => s.category === 'class' },
  ],
};

/** The global filter's class: 'all', or a class group (AM, all day, PM). */
export function inClassFilter(s: SessionDto, className: string): boolean {
  return className === 'all' || !className || classGroupOf(s.className) === className;
}

/** The list cut into the groups of the chosen view (docs/product.md §2.5). */
export function groupSessions(all: SessionDto[], view: View, category: CategoryFilter, className = 'all'): Group[] {
  const shown = all.filter((s) => (category === 'all' || s.category === category) && inClassFilter(s, className));
  return GROUPS[view].map((g) => ({ key: g.key, title: g.title, sessions: shown.filter(g.test) }));
}

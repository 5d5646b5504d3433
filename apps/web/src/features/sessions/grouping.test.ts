import type { SessionDto } from '@school-ops/shared';
import { describe, expect, it } from 'vitest';
import { groupSessions, nextView } from './grouping.ts';

const session = (o: Partial<SessionDto> & { stage?: number }): SessionDto =>
  ({
    id: Math.random().toString(36),
    category: 'reading',
    status: 'new',
    className: 'PM Elementary',
    ...o,
    student: { id: 's', name: 'x', grade: 'E1', smsId: 1, comments: null, readingStage: o.stage ?? 1 },
  }) as SessionDto;

describe('session list grouping', () => {
  const day = [
    session({ status: 'completed', className: 'AM Bilingual' }),
    session({ className: 'Bi.-Kinder', stage: 0 }),
    session({ className: 'PM Kinder', category: 'class' }),
    session({ status: 'in progress', className: 'PM Elementary', stage: 3 }),
  ];
  const sizes = (groups: ReturnType<typeof groupSessions>) =>
    Object.fromEntries(groups.map((g) => [g.key, g.sessions.length]));

  it('cycles the views Status → Time → Reading level', () => {
    expect([nextView('status'), nextView('time'), nextView('reading')]).toEqual(['time', 'reading', 'status']);
  });

  it('groups by status, time and reading level', () => {
    expect(sizes(groupSessions(day, 'status', 'all'))).toEqual({ incomplete: 3, completed: 1 });
    expect(sizes(groupSessions(day, 'time', 'all'))).toEqual({ am: 1, allday: 1, pm: 2 });
    expect(sizes(groupSessions(day, 'reading', 'all'))).toMatchObject({ check: 1, abc: 1, book: 1, class: 1 });
  });

  it('applies the category chips and the global class filter', () => {
    expect(sizes(groupSessions(day, 'status', 'class'))).toEqual({ incomplete: 1, completed: 0 });
    expect(sizes(groupSessions(day, 'status', 'all', 'PM'))).toEqual({ incomplete: 2, completed: 0 });
    expect(sizes(groupSessions(day, 'status', 'reading', 'AM'))).toEqual({ incomplete: 0, completed: 1 });
  });
});

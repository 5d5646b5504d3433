import { AUTHORITY, ROLE, type PartTimerDataDto } from '@school-ops/shared';
import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n/index.ts';
import { reachPicker } from '../../test/pickers.ts';
import { mockFetch, renderWithProviders } from '../../test/render.tsx';
import { aUser } from '../../test/users.ts';
import PartTimerShiftsPage from './pages/PartTimerShiftsPage.tsx';

// Today is 2026-11-10 in Tokyo (only the clock is faked).
beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-10T03:00:00Z') }));
afterAll(() => vi.useRealTimers());
afterEach(() => setLanguage('en'));

const partTimer: PartTimerDataDto = {
  id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Pat Parttime',
  readingLevelName: 'Book',
  trainingLevelName: 'Circle Time',
  satisfaction: 50,
  assignedOrConfirmed: 2,
  wanted: 4,
  assignedOrConfirmedForEachSchool: [{ schoolName: 'Ikejiri', count: 2, dates: ['2026-11-24', '2026-11-26'] }],
  assignedHoursPerWeek: [{ weekStart: '2026-11-23', hours: 25.5 }],
  maxHours: 20,
  notAssignedOrConfirmedDates: ['2026-11-27'],
  exceedsMaxHours: true,
};

it("Part-Timer Shifts reads in Japanese: the month, short dates (the month is the picker's), hours and levels as a Tokyo office writes them", async () => {
  mockFetch(() => ({ body: { data: [partTimer] } }));
  await setLanguage('ja');
  renderWithProviders([{ path: '/', element: <PartTimerShiftsPage /> }], '/', {
    user: aUser({ authority: AUTHORITY.supervisor, role: ROLE.supervisor, language: 'ja' }),
  });
  expect(await screen.findByText('11/23(月)の週：25.5時間（上限超過）')).toBeTruthy();
  expect(screen.getByRole('heading', { name: '非常勤講師のシフト' })).toBeTruthy();
  expect(screen.getByText('Ikejiri（2）：11/24(火)、11/26(木)')).toBeTruthy();
  expect(screen.getByText(/リーディング担当レベル：本/)).toBeTruthy();
  expect(screen.getByText(/研修レベル：サークルタイム/)).toBeTruthy();
  expect(screen.getByRole<HTMLInputElement>('textbox', { name: '月' }).value).toBe('2026年11月');
  expect((await reachPicker('月')).textContent).toContain('2026年11月');
});

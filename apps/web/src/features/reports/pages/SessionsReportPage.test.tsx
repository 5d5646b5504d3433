import { AUTHORITY, ROLE, type SessionsReport } from '@school-ops/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { forgetListScroll, WINDOW_THRESHOLD } from '../../../components/WindowedList.tsx';
import { authStore } from '../../../lib/auth.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { aUser } from '../../../test/users.ts';
import { emptySessions, SESSIONS } from '../fixtures.ts';
import SessionsReportPage from './SessionsReportPage.tsx';

const supervisor = aUser({ authority: AUTHORITY.supervisor, role: ROLE.supervisor });
beforeEach(() => authStore.login(supervisor, 'token'));
afterEach(() => {
  forgetListScroll();
  window.scrollTo(0, 0);
  authStore.logout();
});

/** Every school's month: many more students than a list renders whole, each Hana's month under another name. */
const STUDENTS = 200;
const hanasMonth = SESSIONS.students[0]!;
const MANY: SessionsReport = {
  ...SESSIONS,
  totals: {
    sessions: hanasMonth.sessions * STUDENTS,
    readingCompleted: hanasMonth.readingCompleted * STUDENTS,
    classCompleted: hanasMonth.classCompleted * STUDENTS,
    canceled: hanasMonth.canceled * STUDENTS,
    canceledParentsTold: hanasMonth.canceledParentsTold * STUDENTS,
    absences: hanasMonth.absences * STUDENTS,
    late: hanasMonth.late * STUDENTS,
  },
  students: Array.from({ length: STUDENTS }, (_, i) => ({
    ...hanasMonth,
    studentId: `00000000-0000-4000-8000-${String(1000 + i).padStart(12, '0')}`,
    smsId: 2001 + i,
    name: `Student ${i + 1}`,
  })),
};

it("shows each student's counts and cancellations, and asks again for one school", async () => {
  const calls = mockFetch((c) => ({
    body: { document: c.url.includes('schoolName=Gakugei') ? emptySessions : SESSIONS },
  }));
  renderWithProviders([{ path: '/reports/sessions', element: <SessionsReportPage /> }], '/reports/sessions');
  const hana = await screen.findByRole('region', { name: 'Hana Mori' });
  expect(within(hana).getByText('SMS ID 1001 · Ikejiri · 5 sessions')).toBeTruthy();
  expect(within(hana).getByText('欠席 (absences)').nextSibling!.textContent).toBe('1');
  expect(within(hana).getByText('遅刻 (late arrivals)').nextSibling!.textContent).toBe('1');
  expect(within(hana).getByText(/reading \(PM Elementary\): fever, visible to parents$/)).toBeTruthy();
  expect(screen.getByText('Canceled: 1 (1 visible to parents)')).toBeTruthy();
  expect(calls[0]!.url).toMatch(/^\/api\/reports\/sessions\?month=\d{4}-\d{2}$/);

  await userEvent.click(screen.getByRole('combobox', { name: 'School' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Gakugei' }));
  expect(await screen.findByText(/^No sessions in /)).toBeTruthy();
  expect(calls.at(-1)!.url).toMatch(/&schoolName=Gakugei$/);
});

it('renders the cards in view of a long month, and still says the whole month', async () => {
  expect(STUDENTS).toBeGreaterThan(WINDOW_THRESHOLD);
  mockFetch(() => ({ body: { document: MANY } }));
  renderWithProviders([{ path: '/reports/sessions', element: <SessionsReportPage /> }], '/reports/sessions');
  const first = await screen.findByRole('region', { name: 'Student 1' });
  expect(within(first).getByText('SMS ID 2001 · Ikejiri · 5 sessions')).toBeTruthy();
  expect(within(first).getByText('Reading sessions completed').nextSibling!.textContent).toBe('2');
  expect(within(first).getByText('欠席 (absences)').nextSibling!.textContent).toBe('1');
  expect(within(first).getByText(/reading \(PM Elementary\): fever, visible to parents$/)).toBeTruthy();
  expect(screen.getByRole('region', { name: 'Student 2' })).toBeTruthy();
  // A window of cards, not all of them.
  const cards = screen.getAllByRole('heading', { level: 2, name: /^Student \d+$/ });
  expect(cards.length).toBeGreaterThan(2);
  expect(cards.length).toBeLessThan(STUDENTS / 2);
  expect(screen.queryByRole('region', { name: `Student ${STUDENTS}` })).toBeNull();
  // The month's heading and totals count every student.
  expect(screen.getByRole('heading', { level: 2, name: /, All schools: 200 students$/ })).toBeTruthy();
  expect(screen.getByText('Completed: 400 reading, 200 class')).toBeTruthy();
  expect(screen.getByText('Canceled: 200 (200 visible to parents)')).toBeTruthy();
  expect(screen.getByText('欠席 (absences): 200 · 遅刻 (late arrivals): 200')).toBeTruthy();

  // The last student is there once the page is scrolled to the end.
  await act(async () => {
    window.scrollTo(0, 1_000_000);
    window.dispatchEvent(new Event('scroll'));
    await new Promise((r) => setTimeout(r, 0));
  });
  const last = await screen.findByRole('region', { name: `Student ${STUDENTS}` });
  expect(within(last).getByText('SMS ID 2200 · Ikejiri · 5 sessions')).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'Student 1' })).toBeNull();
});

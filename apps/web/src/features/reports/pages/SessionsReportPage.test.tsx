import { AUTHORITY, ROLE } from '@school-ops/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { authStore } from '../../../lib/auth.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { aUser } from '../../../test/users.ts';
import { emptySessions, SESSIONS } from '../fixtures.ts';
import SessionsReportPage from './SessionsReportPage.tsx';

const supervisor = aUser({ authority: AUTHORITY.supervisor, role: ROLE.supervisor });
beforeEach(() => authStore.login(supervisor, 'token'));
afterEach(() => authStore.logout());

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

import { READING_STAGE, SESSION_ACTIONS, type SessionDto } from '@school-ops/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { authStore } from '../../lib/auth.ts';
import { filterStore } from '../../lib/filter.ts';
import { setLanguage } from '../../lib/i18n/index.ts';
import { abilities } from '../../test/abilities.ts';
import { mockFetch, renderWithProviders } from '../../test/render.tsx';
import { aUser } from '../../test/users.ts';
import { emptyMaterial, sessionOf } from './components/spelling/test-helpers.tsx';
import SessionPage from './pages/SessionPage.tsx';
import SessionsPage from './pages/SessionsPage.tsx';

const none = abilities(SESSION_ACTIONS, false);
const sam = { id: '00000000-0000-4000-8000-0000000000f9', name: 'Sam Smith', nickname: null };
const waiting: SessionDto = {
  ...sessionOf(READING_STAGE.book),
  status: 'new',
  arrived: false,
  teacher: null,
  teacherId: null,
  attendanceException: '遅刻',
  can: { ...none, open: true, start: true },
};
const done: SessionDto = {
  ...sessionOf(READING_STAGE.abc),
  id: '00000000-0000-4000-8000-00000000005f',
  status: 'completed',
  teacher: sam,
  completedAt: '2026-11-24T05:05:00.000Z',
  statusText: 'Session completed on 2026/11/24 (2:05 PM) (teacher: Sam Smith)',
  performance: { comments: 'Good.' },
  student: { ...sessionOf(READING_STAGE.abc).student, name: 'Ren Sato' },
  can: { ...none, open: true, modify: true },
};

beforeEach(async () => {
  authStore.login(aUser({ language: 'ja' }), 'token');
  filterStore.set({ schoolName: 'Ikejiri', date: '2026-11-24' });
  await setLanguage('ja');
});
afterEach(() => setLanguage('en'));

it('a Japanese reader sees the day, the groups and each row in Japanese, the names as they are', async () => {
  mockFetch(() => ({ body: { documents: [waiting, done], completedToday: 1 } }));
  renderWithProviders([{ path: '/sessions', element: <SessionsPage /> }], '/sessions');
  expect(await screen.findByRole('heading', { level: 1, name: '2026年11月24日(火)' })).toBeTruthy();
  const open = await screen.findByRole('region', { name: '未完了のセッション' });
  expect(within(open).getByRole('heading', { name: '未完了のセッション（1）' })).toBeTruthy();
  expect(within(open).getByText('A1 · リーディング · 未来校')).toBeTruthy();
  expect(within(open).getByText('遅刻')).toBeTruthy();
  const completed = screen.getByRole('region', { name: '完了したセッション' });
  expect(within(completed).getByText('A1 · リーディング · 完了')).toBeTruthy();
  expect(screen.getByRole('button', { name: '状態別で表示中、表示を切り替える' }).textContent).toBe('表示：状態別');
});

it('a Japanese reader sees a completed session: its status line with the date and time as lib/dates.ts writes them', async () => {
  mockFetch(() => ({ body: { document: done, material: emptyMaterial } }));
  renderWithProviders([{ path: '/sessions/:id', element: <SessionPage /> }], `/sessions/${done.id}`);
  expect(await screen.findByText('2026年11月24日(火) 14:05にセッション完了（講師：Sam Smith）')).toBeTruthy();
  expect(screen.getByText('リーディングセッション')).toBeTruthy();
  expect(screen.getByText('ABC / フォニックス')).toBeTruthy();
  expect(screen.getByRole('button', { name: '修正' })).toBeTruthy();
  expect(screen.getByText(/^注意：ここで操作すると/)).toBeTruthy();
});

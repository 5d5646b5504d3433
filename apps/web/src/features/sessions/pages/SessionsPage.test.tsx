import { screen } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { authStore } from '../../../lib/auth.ts';
import { filterStore } from '../../../lib/filter.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { aUser } from '../../../test/users.ts';
import SessionsPage from './SessionsPage.tsx';

beforeEach(() => {
  authStore.login(aUser(), 'token');
  filterStore.set({ schoolName: 'Ikejiri', date: '2026-01-05' });
});

it("says 'requested data not found' when the list answer lacks its sessions, instead of crashing", async () => {
  mockFetch(() => ({ body: { completedToday: 2 } }));
  renderWithProviders([{ path: '/sessions', element: <SessionsPage /> }], '/sessions');
  expect(await screen.findByText('Error: requested data not found')).toBeTruthy();
});

import type { SessionDto } from '@school-ops/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { authStore } from '../../../lib/auth.ts';
import { filterStore } from '../../../lib/filter.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { aUser } from '../../../test/users.ts';
import { sessionOf } from '../components/spelling/test-helpers.tsx';
import CheckSessionsPage from './CheckSessionsPage.tsx';

const classSession: SessionDto = {
  ...sessionOf(0),
  category: 'class',
  status: 'completed',
  performance: { comments: '' },
};

beforeEach(() => {
  authStore.login(aUser({ authority: 2 }), 'token');
  filterStore.set({ schoolName: 'Ikejiri', date: '2026-05-01' });
});

it("never shows 'confirmed' ON unless the server holds it: refused without comments, ON once saved", async () => {
  let held = classSession;
  const calls = mockFetch(({ method, body }) => {
    if (method === 'PATCH')
      held = {
        ...held,
        ...(body as Partial<SessionDto>),
        performance: { comments: (body as { comments: string }).comments },
      };
    return method === 'PATCH' ? { body: { document: held } } : { body: { documents: [held], completedToday: 0 } };
  });
  renderWithProviders([{ path: '/sessions/check', element: <CheckSessionsPage /> }], '/sessions/check');
  const card = await screen.findByRole('region', { name: 'Aoi Tanaka' });
  const toggle = within(card).getByRole('switch', { name: 'confirmed' });

  await userEvent.click(toggle);
  expect(within(card).getByText('comments are required')).toBeTruthy();
  expect(toggle).toHaveProperty('checked', false);
  expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);

  await userEvent.type(within(card).getByLabelText('Comments'), 'Sang the whole song.');
  await userEvent.click(toggle);
  await waitFor(() => expect(toggle).toHaveProperty('checked', true));
  expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
    { comments: 'Sang the whole song.', confirmed: true },
  ]);
});

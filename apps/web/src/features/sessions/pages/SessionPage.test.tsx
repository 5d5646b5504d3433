import { SESSION_ACTIONS, type SessionDto } from '@school-ops/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { authStore } from '../../../lib/auth.ts';
import { toastStore } from '../../../lib/status.ts';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { abilities } from '../../../test/abilities.ts';
import { aUser } from '../../../test/users.ts';
import { emptyMaterial, sessionOf } from '../components/spelling/test-helpers.tsx';
import SessionPage from './SessionPage.tsx';

const me = aUser({ id: '00000000-0000-4000-8000-0000000000f2', authority: 3, role: 3, name: 'Pat Parttime' });
const none = abilities(SESSION_ACTIONS, false);
// As the server answers this teacher: a new session to start (or convert), then one Sam holds.
const fresh: SessionDto = {
  ...sessionOf(2),
  status: 'new',
  teacherId: null,
  teacher: null,
  can: { ...none, open: true, start: true, convert: true },
};
const takenBySam: SessionDto = {
  ...fresh,
  status: 'in progress',
  teacherId: '00000000-0000-4000-8000-0000000000f9',
  teacher: { id: '00000000-0000-4000-8000-0000000000f9', name: 'Sam', nickname: null },
  statusText: 'session in progress (teacher: Sam)',
  can: { ...none, open: true },
};

beforeEach(() => {
  toastStore.clear();
  authStore.login(me, 'token');
});

it("after 'session in progress' on start, shows the session as the server has it, without the start button", async () => {
  let server = fresh;
  mockFetch(({ method }) => {
    if (method === 'PATCH') {
      server = takenBySam; // Sam started it a moment earlier.
      return { status: 409, body: { statusCode: 409, message: 'session in progress (teacher: Sam)' } };
    }
    return { body: { document: server, material: emptyMaterial } };
  });
  renderWithProviders([{ path: '/sessions/:id', element: <SessionPage /> }], `/sessions/${fresh.id}`);

  await userEvent.click(await screen.findByRole('button', { name: 'start session' }));
  expect(await screen.findByText('Warning: session in progress (teacher: Sam)')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'start session' })).toBeNull();
  expect(toastStore.get().map((t) => t.message)).toEqual(['session in progress (teacher: Sam)']);
});

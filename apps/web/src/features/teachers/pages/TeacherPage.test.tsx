import { AUTHORITY, MSG, ROLE } from '@school-ops/shared';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/status.ts';
import TeacherPage from './TeacherPage.tsx';
import { aUser } from '../../../test/users.ts';
import { renderWithProviders } from '../../../test/render.tsx';

const teacher = aUser({
  id: '00000000-0000-4000-8000-000000000002',
  username: 'kenji',
  smsId: 42,
  name: 'Kenji Sato',
  role: ROLE.partTimeTeacher,
  authority: AUTHORITY.user,
  maxHours: 20,
  readingLevel: 'none',
  trainingLevel: 0,
});

let patches: unknown[];

beforeEach(() => {
  patches = [];
  toastStore.clear();
  globalThis.fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as object) : undefined;
    if (init?.method === 'PATCH') patches.push(body);
    return new Response(JSON.stringify({ document: { ...teacher, ...body } }), { status: 200 });
  }) as typeof fetch;
});
afterEach(cleanup);

function renderTeacher() {
  renderWithProviders([{ path: '/teachers/:id', element: <TeacherPage /> }], `/teachers/${teacher.id}`);
}

it('saves reading level, training level and nickname, then asks for a relog', async () => {
  const user = userEvent.setup();
  renderTeacher();
  expect(await screen.findByRole('heading', { name: 'Kenji Sato' })).toBeTruthy();

  await user.click(screen.getByRole('radio', { name: 'ABCs' }));
  await user.click(screen.getByRole('radio', { name: 'Activity Leader' }));
  await user.type(screen.getByLabelText('Nickname'), 'Ken');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(toastStore.get().map((t) => t.message)).toEqual([MSG.mustRelog]));
  expect(patches).toEqual([{ readingLevel: 'abcs', trainingLevel: 2, nickname: 'Ken' }]);
  expect(await screen.findByRole('heading', { name: 'Kenji Sato (Ken)' })).toBeTruthy();
});

import { type ShiftDto } from '@school-ops/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { toastStore } from '../../../lib/status.ts';
import { mockFetch, renderWithProviders, type FetchCall } from '../../../test/render.tsx';
import ShiftFormPage from './ShiftFormPage.tsx';

const ID = '00000000-0000-4000-8000-0000000000a1';
const base: ShiftDto = {
  id: ID,
  userId: '00000000-0000-4000-8000-0000000000b1',
  user: { id: '00000000-0000-4000-8000-0000000000b1', name: 'Pat Parttime', nickname: null },
  date: '2030-03-04',
  status: 1,
  schoolName: 'Ikejiri',
  startTime: '10:30',
  endTime: '19:30',
  availableFrom: '08:20',
  availableUntil: '20:00',
  can: { edit: true, delete: true, confirm: true, withdraw: false },
};

let calls: FetchCall[];
const serve = (shift: ShiftDto) => {
  calls = mockFetch((c) => {
    if (c.url.startsWith('/api/shifts/staff')) return { body: { documents: [] } };
    return { body: { document: c.method === 'PATCH' ? { ...shift, ...(c.body as object) } : shift } };
  });
};
const routes = [
  { path: '/shifts/new', element: <ShiftFormPage /> },
  { path: '/shifts/:id', element: <ShiftFormPage /> },
  { path: '/shifts', element: <p>manage</p> },
];

beforeEach(() => toastStore.clear());

it('needs a teacher on a new shift', async () => {
  serve(base);
  renderWithProviders(routes, '/shifts/new');
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Save' }));
  expect(await screen.findByText('teacher not selected')).toBeTruthy();
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
});

it('refuses a start after the end', async () => {
  serve({ ...base, startTime: '19:30', endTime: '10:30' });
  renderWithProviders(routes, `/shifts/${ID}`);
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Save' }));
  expect(await screen.findByText('invalid shift times')).toBeTruthy();
  expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
});

it('needs both availability times on a submitted shift', async () => {
  serve({ ...base, status: 0, schoolName: null, startTime: null, endTime: null, availableUntil: null });
  renderWithProviders(routes, `/shifts/${ID}`);
  expect(await screen.findByText(/Submitted on 2030-03-04/)).toBeTruthy();
  // Submitted shows availability, not school and times.
  expect(screen.queryByRole('combobox', { name: 'School' })).toBeNull();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('unable to validate shift')).toBeTruthy();
  expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
});

/** What saving the assigned shift sends: school and times, never availability. */
const assignedBody = { date: '2030-03-04', status: 1, schoolName: 'Ikejiri', startTime: '10:30', endTime: '19:30' };
/** The one PATCH the form sent, once it has been sent. */
async function patched() {
  await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
  return calls.find((c) => c.method === 'PATCH')?.body;
}

it('saves a valid shift', async () => {
  serve(base);
  renderWithProviders(routes, `/shifts/${ID}`);
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Save' }));
  // The availability it was submitted with stays on the server: an assigned shift's form does not send it.
  expect(await patched()).toEqual(assignedBody);
});

it('sends no availability after Status went to Submitted and back to Assigned', async () => {
  serve({ ...base, availableFrom: null, availableUntil: null });
  renderWithProviders(routes, `/shifts/${ID}`);
  const user = userEvent.setup();
  for (const status of ['Submitted', 'Assigned']) {
    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: status }));
  }
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await patched()).toEqual(assignedBody);
});

it('sends only the availability of a submitted shift', async () => {
  serve(base);
  renderWithProviders(routes, `/shifts/${ID}`);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('combobox', { name: 'Status' }));
  await user.click(await screen.findByRole('option', { name: 'Submitted' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await patched()).toEqual({ date: '2030-03-04', status: 0, availableFrom: '08:20', availableUntil: '20:00' });
});

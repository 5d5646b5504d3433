import { PICKUP_ACTIONS, PICKUP_MESSAGES, schoolToday, type PickupDto, type PickupStaffDto } from '@school-ops/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { authStore } from '../../../lib/auth.ts';
import { filterStore } from '../../../lib/filter.ts';
import { toastStore } from '../../../lib/status.ts';
import { mockFetch, renderInApp, renderWithProviders } from '../../../test/render.tsx';
import MyPickupsPage from './MyPickupsPage.tsx';
import PickupsPage from './PickupsPage.tsx';
import { abilities } from '../../../test/abilities.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const staff = (n: number, name: string): PickupStaffDto => ({
  shiftId: uuid(100 + n),
  userId: uuid(200 + n),
  name,
  nickname: null,
  startTime: '10:30',
  endTime: '19:30',
});
const pickup = (n: number, o: Partial<PickupDto> = {}): PickupDto => ({
  id: uuid(n),
  date: '2026-01-05',
  schoolName: 'Ikejiri',
  location: `Place ${n}`,
  category: 'pick-up',
  timeToLeave: '14:00',
  timeToPickup: '14:20',
  timeToReturn: '15:00',
  outwardMethod: 'walk',
  returnMethod: 'train',
  status: 1,
  lastUpdate: '2026-01-05T05:00:00.000Z',
  comments: null,
  shifts: [],
  students: [{ id: uuid(300 + n), name: `Kid ${n}`, grade: 'K2', photo: null, signedUrlPhoto: null }],
  manualUrl: null,
  can: abilities(PICKUP_ACTIONS),
  ...o,
});

beforeEach(() => {
  toastStore.clear();
  localStorage.clear();
  filterStore.set({ schoolName: 'Ikejiri', date: '2026-01-05' });
});

it('requires a school, then shows cards with times, the Error message and the conflict dialog before saving', async () => {
  const amy = staff(1, 'Amy Teacher');
  const list = [
    pickup(1, { shifts: [amy], timeToLeave: '14:30' }),
    pickup(2, { location: 'Error', manualUrl: 'https://docs.example.com/m' }),
  ];
  const calls = mockFetch((c) => {
    if (c.method === 'GET') return { body: { pickups: list, shifts: [amy] } };
    const body = c.body as { shiftIds: string[]; confirmConflicts?: boolean };
    return { body: { document: { ...list[1]!, shifts: body.shiftIds.length ? [amy] : [] } } };
  });
  filterStore.set({ schoolName: 'all' });
  const user = userEvent.setup({ delay: null });
  renderWithProviders([{ path: '/pickups', element: <PickupsPage /> }], '/pickups');
  expect(await screen.findByText(PICKUP_MESSAGES.selectSchool)).toBeTruthy();
  expect(calls).toHaveLength(0);

  filterStore.set({ schoolName: 'Ikejiri' });
  const card = await screen.findByRole('article', { name: 'Error pick-up' });
  expect(within(card).getByText(PICKUP_MESSAGES.errorLocation)).toBeTruthy();
  expect(within(card).getByText('2:00 PM')).toBeTruthy();
  expect(within(card).getByText('Status: confirmed')).toBeTruthy();
  expect(within(card).getByRole('link', { name: 'Open the manual' }).getAttribute('href')).toBe(
    'https://docs.example.com/m',
  );

  await user.click(within(card).getByRole('checkbox', { name: /Amy Teacher/ }));
  await user.click(within(card).getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(PICKUP_MESSAGES.timeConflict)).toBeTruthy();
  // It says who clashes with which pickup.
  expect(within(dialog).getByRole('list', { name: 'Time conflicts' }).textContent).toBe(
    'Amy Teacher also has Place 1 (pick-up, 2:30 PM to 3:00 PM)',
  );
  expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
  expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
    url: `/api/pickups/${uuid(2)}`,
    body: { shiftIds: [amy.shiftId], comments: '', confirmConflicts: true },
  });
});

it("lists the clashes the server found when this page's data was out of date", async () => {
  const amy = staff(1, 'Amy Teacher');
  const list = [pickup(2)];
  const clash = {
    shiftId: amy.shiftId,
    name: 'Amy Teacher (Amy)',
    pickups: [
      {
        id: uuid(9),
        location: 'Ikejiri Station',
        category: 'drop-off',
        timeToLeave: '14:30',
        timeToPickup: null,
        timeToReturn: '15:15',
      },
    ],
  };
  mockFetch((c) => {
    if (c.method === 'GET') return { body: { pickups: list, shifts: [amy] } };
    if (!(c.body as { confirmConflicts?: boolean }).confirmConflicts) {
      return {
        status: 409,
        body: {
          statusCode: 409,
          code: 'pickup_conflict',
          message: PICKUP_MESSAGES.timeConflict,
          details: { clashes: [clash] },
        },
      };
    }
    return { body: { document: { ...list[0]!, shifts: [amy] } } };
  });
  const user = userEvent.setup({ delay: null });
  renderWithProviders([{ path: '/pickups', element: <PickupsPage /> }], '/pickups');
  const card = await screen.findByRole('article', { name: 'Place 2 pick-up' });
  await user.click(within(card).getByRole('checkbox', { name: /Amy Teacher/ }));
  await user.click(within(card).getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(PICKUP_MESSAGES.timeConflict)).toBeTruthy();
  expect(within(dialog).getByRole('list', { name: 'Time conflicts' }).textContent).toBe(
    'Amy Teacher (Amy) also has Ikejiri Station (drop-off, 2:30 PM to 3:15 PM)',
  );
});

it("a save seen from another device updates the card's form in place, and its status is set with the browser's select", async () => {
  const amy = staff(1, 'Amy Teacher');
  const calls = mockFetch((c) =>
    c.method === 'GET'
      ? { body: { pickups: [pickup(1)], shifts: [amy] } }
      : { body: { document: pickup(1, { status: 2 }) } },
  );
  const user = userEvent.setup({ delay: null });
  const { client } = renderInApp(<PickupsPage />);
  const card = await screen.findByRole('article', { name: 'Place 1 pick-up' });
  const status = within(card).getByRole<HTMLSelectElement>('combobox', { name: 'Status' });

  // Another supervisor assigned Amy and left a comment: the list is read again.
  act(() =>
    client.setQueriesData<{ pickups: PickupDto[] }>({ queryKey: ['pickups'] }, (old) =>
      old ? { ...old, pickups: [pickup(1, { shifts: [amy], comments: 'Take the yellow flag.' })] } : old,
    ),
  );
  await waitFor(() => expect(within(card).getByLabelText('Comments')).toHaveProperty('value', 'Take the yellow flag.'));
  expect(within(card).getByRole('checkbox', { name: /Amy Teacher/, hidden: true })).toHaveProperty('checked', true);
  // Followed in place: the select someone may have open is the same element.
  expect(within(card).getByRole('combobox', { name: 'Status' })).toBe(status);

  expect([...status.options].map((o) => o.text)).toEqual([
    'unconfirmed',
    'confirmed',
    'departed',
    'arrived',
    'returning',
    'done',
  ]);
  await user.selectOptions(status, 'departed');
  await waitFor(() =>
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: expect.stringMatching(/\/status$/),
      body: { status: 2 },
    }),
  );
});

it('My Pickups: advances the status one step, is disabled at done, and says when there is no shift', async () => {
  authStore.login({ id: uuid(201), name: 'Amy Teacher' } as never, 'token');
  let current = pickup(1, { status: 4, comments: 'Gate 2', shifts: [staff(1, 'Amy Teacher'), staff(2, 'Bob Helper')] });
  let hasShift = true;
  const calls = mockFetch((c) => {
    if (c.method === 'GET')
      return { body: hasShift ? { pickups: [current], shifts: [], hasShift } : { pickups: [], shifts: [], hasShift } };
    current = { ...current, status: (c.body as { status: 5 }).status };
    return { body: { document: current } };
  });
  const user = userEvent.setup({ delay: null });
  renderWithProviders([{ path: '/my-pickups', element: <MyPickupsPage /> }], '/my-pickups');
  const card = await screen.findByRole('article', { name: 'Place 1 pick-up' });
  expect(within(card).getByText('Bob Helper')).toBeTruthy();
  expect(within(card).getByText('Gate 2')).toBeTruthy();
  await user.click(within(card).getByRole('button', { name: 'Mark as done' }));
  await waitFor(() =>
    expect((within(card).getByRole('button', { name: 'Done' }) as HTMLButtonElement).disabled).toBe(true),
  );
  expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
    url: `/api/pickups/${uuid(1)}/status`,
    body: { status: 5 },
  });

  hasShift = false;
  // Another day is named; only today is called today (issue 16 item 6).
  filterStore.set({ date: '2026-01-06' });
  expect(await screen.findByText("You aren't assigned to a shift on 2026-01-06!")).toBeTruthy();
  filterStore.set({ date: schoolToday() });
  expect(await screen.findByText(PICKUP_MESSAGES.noShiftToday)).toBeTruthy();
});

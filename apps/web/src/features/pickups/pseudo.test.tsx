import {
  PICKUP_ACTIONS,
  PICKUP_MESSAGES,
  PICKUP_STATUS_LABELS,
  schoolToday,
  type PickupDto,
  type PickupStaffDto,
} from '@school-ops/shared';
import { MSG } from '@school-ops/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { filterStore } from '../../lib/filter.ts';
import { i18n } from '../../lib/i18n/index.ts';
import { abilities } from '../../test/abilities.ts';
import { describePseudoScreens, pseudoPerson } from '../../test/pseudo-screens.tsx';
import { mockFetch } from '../../test/render.tsx';
import { statusLabel } from './labels.ts';
import MyPickupsPage from './pages/MyPickupsPage.tsx';
import PickupsPage from './pages/PickupsPage.tsx';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const staff = (n: number, name: string, userId = uuid(200 + n)): PickupStaffDto => ({
  shiftId: uuid(100 + n),
  userId,
  name,
  nickname: null,
  startTime: '10:30',
  endTime: '19:30',
});
const amy = staff(1, 'Amy Teacher');
const bob = staff(2, 'Bob Helper');
const sara = staff(3, 'Sara Super', pseudoPerson.id);
const pickup = (n: number, o: Partial<PickupDto> = {}): PickupDto => ({
  id: uuid(n),
  date: '2026-11-24',
  schoolName: 'Ikejiri',
  location: `Place ${n}`,
  category: 'pick-up',
  timeToLeave: '14:00',
  timeToPickup: '14:20',
  timeToReturn: '15:00',
  outwardMethod: 'walk',
  returnMethod: 'train',
  status: 0,
  lastUpdate: '2026-11-24T05:00:00.000Z',
  comments: null,
  shifts: [],
  students: [{ id: uuid(300 + n), name: `Kid ${n}`, grade: 'K2', photo: null, signedUrlPhoto: null }],
  manualUrl: null,
  can: abilities(PICKUP_ACTIONS),
  ...o,
});

/** One pickup in each status, a drop-off, the 'Error' location and a pickup with no times or methods. */
const BOARD: PickupDto[] = [
  pickup(1, { status: 0, shifts: [amy], timeToLeave: '14:30' }),
  pickup(2, { status: 1, category: 'drop-off', manualUrl: 'https://docs.example.com/m', comments: 'Gate 2' }),
  pickup(3, { status: 2, location: 'Error' }),
  pickup(4, { status: 3, shifts: [bob] }),
  pickup(5, { status: 4, timeToLeave: null, timeToReturn: null, outwardMethod: '', returnMethod: '' }),
  pickup(6, { status: 5, students: [] }),
];

const board = (pickups: PickupDto[]) => () => {
  filterStore.set({ schoolName: 'Ikejiri' });
  mockFetch((c) =>
    c.method === 'GET'
      ? { body: { pickups, shifts: [amy, bob] } }
      : { body: { document: { ...pickups[0]!, status: 1 } } },
  );
};

const mine = (body: { pickups: PickupDto[]; hasShift: boolean }) => () => {
  mockFetch((c) => (c.method === 'GET' ? { body: { ...body, shifts: [] } } : { body: { document: body.pickups[0] } }));
};

/** The board's data: places, people, kids, methods and comments, clock times, the school. */
const BOARD_DATA = [
  /Place \d/g,
  /Kid \d \(K2\)/g,
  /Kid \d/g,
  'Amy Teacher',
  'Bob Helper',
  'Sara Super',
  'Error',
  'Gate 2',
  'walk',
  'train',
  'Ikejiri',
  /\d{1,2}:\d{2} [AP]M/g,
];

const card = (name: RegExp) => screen.findByRole('article', { name });

describePseudoScreens('pickups', [
  {
    name: 'the Pickups board, with pickups in every status',
    page: <PickupsPage />,
    path: '/pickups',
    arrange: board(BOARD),
    act: async () => {
      await card(/Place 6/);
    },
    data: BOARD_DATA,
  },
  {
    name: 'the Pickups board: the time-conflict dialog',
    page: <PickupsPage />,
    path: '/pickups',
    arrange: board(BOARD),
    act: async () => {
      const user = userEvent.setup({ delay: null });
      const place = await card(/Place 4/);
      await user.click(within(place).getByRole('checkbox', { name: /Amy Teacher/ }));
      await user.click(within(place).getByRole('button', { name: '⟦Save⟧' }));
      await screen.findByRole('dialog');
    },
    data: BOARD_DATA,
  },
  {
    name: 'the Pickups board: a student without a photo',
    page: <PickupsPage />,
    path: '/pickups',
    arrange: board(BOARD),
    act: async () => {
      const place = await card(/Place 1/);
      await userEvent.click(within(place).getByRole('button', { name: /Kid 1/ }));
      await screen.findByRole('presentation');
    },
    data: BOARD_DATA,
  },
  {
    name: 'the Pickups board with no pickups and no confirmed shifts',
    page: <PickupsPage />,
    path: '/pickups',
    arrange: () => {
      filterStore.set({ schoolName: 'Ikejiri' });
      mockFetch(() => ({ body: { pickups: [], shifts: [] } }));
    },
    act: async () => {
      await screen.findByText(/There are no pickups/);
    },
    data: ['Ikejiri'],
  },
  {
    name: 'the Pickups board before a school is chosen',
    page: <PickupsPage />,
    path: '/pickups',
    arrange: () => {
      filterStore.set({ schoolName: 'all' });
      mockFetch(() => ({ body: { pickups: [], shifts: [] } }));
    },
  },
  {
    name: 'My Pickups, with a step button and a finished pickup',
    page: <MyPickupsPage />,
    path: '/my-pickups',
    signedIn: true,
    arrange: mine({
      hasShift: true,
      pickups: [
        pickup(1, { status: 2, shifts: [sara, amy, bob], comments: 'Gate 2' }),
        pickup(2, { status: 5, category: 'drop-off', shifts: [sara], manualUrl: 'https://docs.example.com/m' }),
      ],
    }),
    act: async () => {
      await card(/Place 2/);
    },
    data: BOARD_DATA,
  },
  {
    name: 'My Pickups on a day with a shift and no pickups',
    page: <MyPickupsPage />,
    path: '/my-pickups',
    signedIn: true,
    arrange: mine({ hasShift: true, pickups: [] }),
    act: async () => {
      await screen.findByText(/You have no pickups/);
    },
  },
  {
    name: 'My Pickups on a day without a shift',
    page: <MyPickupsPage />,
    path: '/my-pickups',
    signedIn: true,
    arrange: mine({ hasShift: false, pickups: [] }),
    act: async () => {
      await screen.findByRole('alert');
    },
  },
  {
    name: 'My Pickups today without a shift',
    page: <MyPickupsPage />,
    path: '/my-pickups',
    signedIn: true,
    arrange: () => {
      filterStore.set({ date: schoolToday() });
      mine({ hasShift: false, pickups: [] })();
    },
    act: async () => {
      await screen.findByRole('alert');
    },
  },
]);

describe('the pickups catalog in English', () => {
  const en = (key: string, values = {}) => i18n.t(key as 'pickups.card', { lng: 'en', ...values });
  it('says what the shared texts say', () => {
    expect(en('pickups.students.errorLocation')).toBe(PICKUP_MESSAGES.errorLocation);
    expect(en('pickups.mine.noShiftToday')).toBe(PICKUP_MESSAGES.noShiftToday);
    expect(en('pickups.unsavedChanges')).toBe(MSG.unsavedChanges);
    const english = i18n.getFixedT('en');
    expect([0, 1, 2, 3, 4, 5, 9].map((s) => statusLabel(english, s))).toEqual([
      ...Object.values(PICKUP_STATUS_LABELS),
      'unknown',
    ]);
  });
});

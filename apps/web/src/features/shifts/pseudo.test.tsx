import { AUTHORITY, ROLE, type PartTimerDataDto, type ShiftDto } from '@school-ops/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, vi } from 'vitest';
import { filterStore } from '../../lib/filter.ts';
import { describePseudoScreens, type PseudoScreen } from '../../test/pseudo-screens.tsx';
import { mockFetch } from '../../test/render.tsx';
import { aUser } from '../../test/users.ts';
import { TodayShift } from './components/TodayShift.tsx';
import MyShiftsPage from './pages/MyShiftsPage.tsx';
import PartTimerShiftsPage from './pages/PartTimerShiftsPage.tsx';
import ShiftFormPage from './pages/ShiftFormPage.tsx';
import ShiftsPage from './pages/ShiftsPage.tsx';

const PAT = aUser({
  id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Pat Parttime',
  username: 'patp',
  authority: AUTHORITY.user,
  role: ROLE.partTimeTeacher,
});
const KIM = { id: '00000000-0000-4000-8000-0000000000b2', name: 'Kim Kinder', nickname: null };
const can = { edit: true, delete: true, confirm: true, withdraw: true };

// Today is 2026-11-10 in Tokyo (only the clock is faked): My Shifts opens on November, its shifts still ahead.
beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-10T03:00:00Z') }));
afterAll(() => vi.useRealTimers());
const day = (d: number) => `2026-11-${String(d).padStart(2, '0')}`;

const shift = (over: Partial<ShiftDto>): ShiftDto => ({
  id: '00000000-0000-4000-8000-0000000000a1',
  userId: PAT.id,
  user: { id: PAT.id, name: PAT.name, nickname: null },
  date: '2026-11-24',
  status: 0,
  schoolName: null,
  startTime: null,
  endTime: null,
  availableFrom: '08:20',
  availableUntil: '20:00',
  can,
  ...over,
});

const myShifts: ShiftDto[] = [
  shift({ id: '00000000-0000-4000-8000-0000000000a1', date: day(27), status: 0 }),
  shift({
    id: '00000000-0000-4000-8000-0000000000a2',
    date: day(26),
    status: 1,
    schoolName: 'Ikejiri',
    startTime: '10:30',
    endTime: '19:30',
  }),
  shift({
    id: '00000000-0000-4000-8000-0000000000a3',
    date: day(25),
    status: 2,
    schoolName: 'Gakugei',
    startTime: '13:00',
    endTime: '18:00',
  }),
];

/** Manage Shifts on 2026-11-24 at Ikejiri: Pat's submission, Kim's assigned shift, one canceled. */
const dayShifts: ShiftDto[] = [
  shift({ id: '00000000-0000-4000-8000-0000000000c1', availableFrom: '11:00', availableUntil: '18:00' }),
  shift({
    id: '00000000-0000-4000-8000-0000000000c2',
    userId: KIM.id,
    user: KIM,
    status: 1,
    schoolName: 'Ikejiri',
    startTime: '10:30',
    endTime: '19:30',
  }),
  shift({
    id: '00000000-0000-4000-8000-0000000000c3',
    userId: KIM.id,
    user: KIM,
    status: 2,
    schoolName: 'Ikejiri',
    startTime: '09:00',
    endTime: '10:00',
  }),
  shift({
    id: '00000000-0000-4000-8000-0000000000c4',
    status: -1,
    schoolName: 'Ikejiri',
    startTime: '14:00',
    endTime: '16:00',
  }),
];
const period = { teachersRequired: 3, preAndKinder: 6, bilingual: 4, elementary: 5, biKinder: 2, kinder: 1 };

const partTimer: PartTimerDataDto = {
  id: PAT.id,
  name: PAT.name,
  readingLevelName: 'Book',
  trainingLevelName: 'Circle Time',
  satisfaction: 50,
  assignedOrConfirmed: 2,
  wanted: 4,
  assignedOrConfirmedForEachSchool: [{ schoolName: 'Ikejiri', count: 2, dates: ['2026-11-24', '2026-11-26'] }],
  assignedHoursPerWeek: [
    { weekStart: '2026-11-23', hours: 25.5 },
    { weekStart: '2026-11-30', hours: 9 },
  ],
  maxHours: 20,
  notAssignedOrConfirmedDates: ['2026-11-27', '2026-11-28'],
  exceedsMaxHours: true,
};

interface Api {
  mine?: ShiftDto[];
  canSubmit?: boolean;
  day?: ShiftDto[];
  partTimers?: PartTimerDataDto[];
}
const serve =
  ({ mine = [], canSubmit = true, day = [], partTimers = [] }: Api) =>
  () => {
    mockFetch((c) => {
      const path = c.url.replace(/^\/api/, '');
      if (path.startsWith('/shifts/availability')) return { body: { shifts: mine, canSubmit } };
      if (path.startsWith('/shifts/manage'))
        return {
          body: { shifts: day, canSubmit, registrationNumbers: { am: period, pm: { ...period, teachersRequired: 0 } } },
        };
      if (path.startsWith('/shifts/can-submit')) return { body: { document: { canSubmit } } };
      if (path.startsWith('/shifts/part-time-data')) return { body: { data: partTimers } };
      if (path.startsWith('/shifts/my-shift')) return { body: { documents: mine } };
      if (path.startsWith('/shifts/staff'))
        return { body: { documents: [PAT, { ...PAT, ...KIM, role: ROLE.fullTimeTeacher }] } };
      if (path.startsWith('/shifts/')) return { body: { document: dayShifts[1] } };
      return { body: { documents: [] } };
    });
  };
const atIkejiri = (api: Api) => () => {
  filterStore.set({ schoolName: 'Ikejiri' });
  serve(api)();
};

const click = async (name: string | RegExp, role: 'button' | 'checkbox' | 'combobox' | 'switch' = 'button') =>
  userEvent.click(await screen.findByRole(role, { name }));

/** What the screens show that is data, not the UI's words. */
const DATA = [
  'Pat Parttime',
  'Kim Kinder',
  'Ikejiri',
  'Gakugei',
  // Days as a screen reader hears a calendar's day and clock times, written by lib/dates.ts in the reader's
  // language ('Tuesday, November 24', '8:20 AM'); then any number (day numbers, counts the server sends).
  /(Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday), [A-Z][a-z]+ \d{1,2}/g,
  /\d{1,2}:\d{2} [AP]M/g,
  /\d+(\.\d+)?/g,
];
/**
 * The date and time pickers' own parts: the field's sections (the chosen value, and the section names MUI X reads
 * out) and its open button, whose words come from MUI X's locale text (components/PickerProvider.tsx), not the catalog;
 * the calendar's weekday initials, from dayjs's locale (lib/dates.ts).
 */
const PICKERS = '.MuiPickersSectionList-root, .MuiInputAdornment-root, .MuiDayCalendar-header';

const SCREENS: PseudoScreen[] = [
  {
    name: 'My Shifts without shifts (submission closed)',
    path: '/shifts/my',
    page: <MyShiftsPage />,
    signedIn: PAT,
    arrange: serve({ canSubmit: false }),
    act: async () => void (await screen.findByText(/No confirmed shifts this month/)),
    data: DATA,
    skip: PICKERS,
  },
  {
    name: 'My Shifts with submitted, assigned and confirmed shifts, two dates chosen, asking to clear',
    path: '/shifts/my',
    page: <MyShiftsPage />,
    signedIn: PAT,
    arrange: serve({ mine: myShifts }),
    act: async () => {
      await userEvent.click(await screen.findByRole('gridcell', { name: /November 27/ }));
      await userEvent.click(await screen.findByRole('gridcell', { name: /November 30/ }));
      await click(/Clear/);
      await screen.findByRole('dialog');
    },
    data: DATA,
    skip: PICKERS,
  },
  {
    name: 'Manage Shifts with no school chosen',
    path: '/shifts',
    page: <ShiftsPage />,
    signedIn: true,
    arrange: () => {
      filterStore.set({ schoolName: '' });
      serve({})();
    },
    act: async () => void (await screen.findByText(/select a school name/)),
    data: DATA,
    skip: PICKERS,
  },
  {
    name: "Manage Shifts with a part-timer's submission and an assigned shift, assigning despite warnings",
    path: '/shifts',
    page: <ShiftsPage />,
    signedIn: true,
    arrange: atIkejiri({ day: dayShifts, partTimers: [partTimer] }),
    act: async () => {
      await click(/Pat Parttime/, 'checkbox');
      await screen.findAllByText(/starts before/);
      await click(/Assign 1 to Ikejiri/);
      await screen.findByRole('dialog');
    },
    data: DATA,
    skip: PICKERS,
  },
  {
    name: 'Manage Shifts asking to confirm the assigned shifts',
    path: '/shifts',
    page: <ShiftsPage />,
    signedIn: true,
    arrange: atIkejiri({ day: dayShifts }),
    act: async () => {
      await click(/Confirm Assigned Shifts/);
      await screen.findByRole('dialog');
    },
    data: DATA,
    skip: PICKERS,
  },
  {
    name: 'Manage Shifts asking to close shift submission',
    path: '/shifts',
    page: <ShiftsPage />,
    signedIn: true,
    arrange: atIkejiri({ day: dayShifts }),
    act: async () => {
      await click(/Open Shift Submission/, 'switch');
      await screen.findByRole('dialog');
    },
    data: DATA,
    skip: PICKERS,
  },
  {
    name: 'Part-Timer Shifts',
    path: '/shifts/part-timers',
    page: <PartTimerShiftsPage />,
    signedIn: true,
    arrange: serve({ partTimers: [partTimer] }),
    act: async () => void (await screen.findByText(/Week of 2026-11-30/)),
    data: DATA,
    skip: PICKERS,
  },
  {
    name: 'Part-Timer Shifts with no submissions',
    path: '/shifts/part-timers',
    page: <PartTimerShiftsPage />,
    signedIn: true,
    arrange: serve({}),
    act: async () => void (await screen.findByText(/No submitted shifts found/)),
    data: DATA,
    skip: PICKERS,
  },
  {
    name: 'the shift dialog: editing an assigned shift, asking to delete it',
    path: '/shifts/00000000-0000-4000-8000-0000000000c2',
    route: '/shifts/:id',
    page: <ShiftFormPage />,
    signedIn: true,
    arrange: serve({}),
    act: async () => {
      await click(/Delete/);
      await screen.findByRole('dialog');
    },
    data: DATA,
    skip: PICKERS,
  },
  {
    name: 'the shift dialog: a new shift, its teacher list open',
    path: '/shifts/new',
    page: <ShiftFormPage />,
    signedIn: true,
    arrange: serve({}),
    act: async () => {
      await click(/Teacher/, 'combobox');
      await screen.findByRole('listbox');
    },
    data: DATA,
    skip: PICKERS,
  },
  {
    name: "Home's Today's Shift",
    page: <TodayShift />,
    signedIn: PAT,
    arrange: serve({ mine: [myShifts[2]!] }),
    act: async () => void (await screen.findByText(/Gakugei sessions/)),
    data: DATA,
    skip: PICKERS,
  },
  {
    name: "Home's Today's Shift with none",
    page: <TodayShift />,
    signedIn: PAT,
    arrange: serve({}),
    act: async () => void (await screen.findByText(/no confirmed shift today/)),
    data: DATA,
    skip: PICKERS,
  },
];

describePseudoScreens('shifts', SCREENS);

import {
  ROLE,
  SESSION_ACTIONS,
  READING_STAGE,
  type SessionDto,
  type SessionMaterial,
  type UserDto,
} from '@school-ops/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { abilities } from '../../test/abilities.ts';
import { mockFetch } from '../../test/render.tsx';
import { describePseudoScreens, pseudoPerson, type PseudoScreen } from '../../test/pseudo-screens.tsx';
import { filterStore } from '../../lib/filter.ts';
import { emptyMaterial, sessionOf } from './components/spelling/test-helpers.tsx';
import CheckSessionsPage from './pages/CheckSessionsPage.tsx';
import SessionPage from './pages/SessionPage.tsx';
import SessionsPage from './pages/SessionsPage.tsx';

const none = abilities(SESSION_ACTIONS, false);
const sam = { id: '00000000-0000-4000-8000-0000000000f9', name: 'Sam Smith', nickname: null };
const completedAt = '2026-11-24T05:05:00.000Z';

/** A session of the day as the server sends it to the supervisor of the pseudo runs. */
const aSession = (
  n: number,
  o: Omit<Partial<SessionDto>, 'student'> & { student?: Partial<SessionDto['student']> },
): SessionDto => ({
  ...sessionOf(READING_STAGE.book),
  id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
  date: '2026-11-24',
  status: 'new',
  teacherId: null,
  teacher: null,
  statusText: null,
  can: { ...none, open: true },
  ...o,
  student: { ...sessionOf(READING_STAGE.book).student, name: `Student ${n}`, ...o.student },
});

const DAY: SessionDto[] = [
  aSession(1, { arrived: true, attendanceException: '遅刻' }),
  aSession(2, { arrived: false, className: 'AM Bilingual', attendanceException: '欠席' }),
  aSession(3, {
    status: 'in progress',
    teacher: sam,
    statusText: 'session in progress (teacher: Sam Smith)',
    attendanceException: 'double',
  }),
  aSession(4, {
    status: 'completed',
    teacher: sam,
    completedAt,
    statusText: 'Session completed on 2026/11/24 (2:05 PM) (teacher: Sam Smith)',
  }),
  aSession(5, { status: 'modifying', statusText: 'session review in progress' }),
  aSession(6, { available: false, can: none }),
  aSession(7, { category: 'class', className: 'PM Kinder', student: { readingStage: READING_STAGE.toBeChecked } }),
  aSession(8, {
    status: 'canceled',
    teacher: sam,
    cancellationReason: 'fever',
    statusText: 'Session canceled by Sam Smith (reason: fever, visible to parents)',
  }),
];

/** The supervisor may list canceled sessions (the 'show canceled' switch). */
const supervisor: UserDto = {
  ...pseudoPerson,
  abilities: { seeCanceledSessions: true, grantableAuthorities: [] },
};

/** The day's data the screens show: names, classes, schools, teachers, a book, results, reasons, times. */
const DATA = [
  /Student \d+/g,
  'Sam Smith',
  'Aoi Tanaka',
  'AM Bilingual',
  'PM Kinder',
  'A1',
  'Ikejiri',
  'The Little Red Hen',
  'Read it twice, very well.',
  'fever',
  'cat, dog',
  'Who found the seeds?',
  'Sang the whole song.',
  /\d{1,2}:\d{2} [AP]M/g,
];

const listAnswer = (documents: SessionDto[]) => () =>
  void mockFetch(() => ({ body: { documents, completedToday: documents.length ? 2 : 0 } }));

const pageAnswer =
  (document: SessionDto, material: SessionMaterial = emptyMaterial, previous?: SessionDto) =>
  () =>
    void mockFetch(({ url }) =>
      url.endsWith('/previous') ? { body: { document: previous ?? null } } : { body: { document, material } },
    );

const atSessionPage = (s: SessionDto) => ({ path: `/sessions/${s.id}`, route: '/sessions/:id' });

const bookMaterial: SessionMaterial = {
  ...emptyMaterial,
  book: { name: 'The Little Red Hen' } as SessionMaterial['book'],
};

/** A new session the supervisor may start, convert and cancel. */
const fresh = aSession(10, {
  can: { ...none, open: true, start: true, convert: true, cancel: true },
  student: { comments: 'Read it twice, very well.' },
});
/** A completed one the supervisor may modify, with its results. */
const completed = aSession(11, {
  status: 'completed',
  teacher: sam,
  completedAt,
  statusText: 'Session completed on 2026/11/24 (2:05 PM) (teacher: Sam Smith)',
  attendanceException: '遅刻',
  performance: {
    comments: 'Read it twice, very well.',
    book: { wordsMissed: ['cat', 'dog'], questionsAsked: ['Who found the seeds?'] },
    wordsReviewed: [],
  },
  can: { ...none, open: true, modify: true, cancel: true },
});
/** One the supervisor is running, whose book the catalogue no longer has. */
const mineWithoutBook = aSession(12, {
  status: 'in progress',
  teacherId: pseudoPerson.id,
  teacher: { id: pseudoPerson.id, name: 'Sam Smith', nickname: null },
  statusText: 'session in progress (teacher: Sam Smith)',
  can: { ...none, open: true, reset: true, submit: true },
});
const lockedBySam = aSession(13, {
  status: 'in progress',
  teacher: sam,
  statusText: 'session in progress (teacher: Sam Smith)',
});
const toBeChecked = aSession(14, {
  student: { readingStage: READING_STAGE.toBeChecked },
  can: { ...none, open: true, start: true, setReading: true },
});

const classDay: SessionDto[] = [
  aSession(20, { category: 'class', className: 'PM Kinder', status: 'completed', performance: { comments: '' } }),
  aSession(21, {
    category: 'class',
    className: 'PM Kinder',
    status: 'completed',
    teacher: sam,
    confirmed: true,
    performance: { comments: 'Sang the whole song.' },
  }),
  aSession(22, {
    category: 'class',
    className: 'PM Kinder',
    status: 'in progress',
    teacher: sam,
    statusText: 'session in progress (teacher: Sam Smith)',
  }),
];

const click = async (name: string | RegExp) => userEvent.click(await screen.findByRole('button', { name }));
const loaded = async (text: string | RegExp = /Student \d/) => void (await screen.findAllByText(text));

const SCREENS: PseudoScreen[] = [
  {
    name: 'the sessions list by status, with canceled ones shown, every kind of row',
    path: '/sessions',
    page: <SessionsPage />,
    signedIn: supervisor,
    arrange: () => {
      filterStore.set({ schoolName: 'Ikejiri' });
      listAnswer(DAY)();
    },
    act: async () => {
      await loaded();
      await userEvent.click(screen.getByRole('switch'));
      await loaded();
    },
    data: DATA,
  },
  {
    name: 'the sessions list by time, then by reading level, at all schools',
    path: '/sessions',
    page: <SessionsPage />,
    signedIn: true,
    arrange: () => {
      filterStore.set({ schoolName: 'all' });
      listAnswer(DAY)();
    },
    act: async () => {
      await loaded();
      await click(/⟦view by/);
      await loaded();
      await click(/⟦view by/);
      await loaded();
    },
    data: DATA,
  },
  {
    name: 'the sessions list of a day without sessions',
    path: '/sessions',
    page: <SessionsPage />,
    signedIn: true,
    arrange: () => {
      filterStore.set({ schoolName: 'Ikejiri' });
      listAnswer([])();
    },
    act: () => loaded(/⟦There are no sessions/),
    data: DATA,
  },
  {
    name: 'a new session, with the help open',
    ...atSessionPage(fresh),
    page: <SessionPage />,
    signedIn: true,
    arrange: pageAnswer(fresh, bookMaterial),
    act: async () => {
      await loaded();
      await userEvent.click(screen.getByRole('button', { name: /⟦help⟧/ }));
      await screen.findByText(/⟦Running a session⟧/);
    },
    data: DATA,
  },
  {
    name: 'the cancel dialog, with its reason missing',
    ...atSessionPage(fresh),
    page: <SessionPage />,
    signedIn: true,
    arrange: pageAnswer(fresh, bookMaterial),
    act: async () => {
      await loaded();
      await click(/⟦cancel session⟧/);
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(dialog.querySelector('button.MuiButton-containedError')!);
      await screen.findByText(/⟦a reason is required/);
    },
    data: DATA,
  },
  {
    name: 'a completed session the supervisor may modify, its results',
    ...atSessionPage(completed),
    page: <SessionPage />,
    signedIn: true,
    arrange: pageAnswer(completed, bookMaterial),
    act: () => loaded(),
    data: DATA,
  },
  {
    name: 'the previous session of a reading session, and a student without one',
    ...atSessionPage(fresh),
    page: <SessionPage />,
    signedIn: true,
    arrange: pageAnswer(fresh, bookMaterial, completed),
    act: async () => {
      await loaded();
      await click(/⟦show previous⟧/);
      await screen.findByText(/⟦Previous session⟧/);
      await screen.findAllByText(/⟦Session completed on/);
    },
    data: DATA,
  },
  {
    name: 'a reading session without an earlier one',
    ...atSessionPage(fresh),
    page: <SessionPage />,
    signedIn: true,
    arrange: pageAnswer(fresh, bookMaterial),
    act: async () => {
      await loaded();
      await click(/⟦show previous⟧/);
      await screen.findByText(/⟦This student has no earlier/);
    },
    data: DATA,
  },
  {
    name: 'my session in progress whose book is missing, and the reset confirmation',
    ...atSessionPage(mineWithoutBook),
    page: <SessionPage />,
    signedIn: true,
    arrange: pageAnswer(mineWithoutBook, { ...emptyMaterial, missing: 'book' }),
    act: async () => {
      await loaded();
      await click(/⟦reset session⟧/);
      await screen.findByRole('dialog');
    },
    data: DATA,
  },
  {
    name: 'a session another teacher holds',
    ...atSessionPage(lockedBySam),
    page: <SessionPage />,
    signedIn: true,
    arrange: pageAnswer(lockedBySam),
    act: () => loaded(/⟦session in progress/),
    data: DATA,
  },
  {
    name: 'a class session to convert',
    ...atSessionPage(fresh),
    page: <SessionPage />,
    signedIn: { ...pseudoPerson, role: ROLE.supervisor },
    arrange: pageAnswer({ ...fresh, category: 'class', className: 'PM Kinder' }),
    act: () => loaded(/⟦convert to/),
    data: DATA,
  },
  {
    name: 'a student whose reading level is to be checked',
    ...atSessionPage(toBeChecked),
    page: <SessionPage />,
    signedIn: true,
    arrange: pageAnswer(toBeChecked),
    act: () => loaded(/⟦Set Student Reading⟧/),
    data: DATA,
  },
  {
    name: 'Check Sessions, with a missing comment',
    path: '/sessions/check',
    page: <CheckSessionsPage />,
    signedIn: true,
    arrange: () => {
      filterStore.set({ schoolName: 'Ikejiri' });
      void mockFetch(() => ({ body: { documents: [...classDay, ...DAY], completedToday: 0 } }));
    },
    act: async () => {
      await loaded();
      const save = await screen.findAllByRole('button', { name: /⟦Save comments⟧/ });
      await userEvent.click(save[0]!);
      await screen.findByText(/⟦comments are required⟧/);
    },
    data: DATA,
  },
  {
    name: 'Check Sessions of all schools on a day without class sessions',
    path: '/sessions/check',
    page: <CheckSessionsPage />,
    signedIn: true,
    arrange: () => {
      filterStore.set({ schoolName: 'all' });
      void mockFetch(() => ({ body: { documents: DAY.filter((s) => s.category === 'reading'), completedToday: 0 } }));
    },
    act: () => loaded(/⟦There are no class sessions/),
    data: DATA,
  },
];

describePseudoScreens('sessions: the list, a session, Check Sessions', SCREENS);

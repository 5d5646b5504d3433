import { STUDENT_ACTIONS, type StudentDto } from '@school-ops/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { abilities } from '../../test/abilities.ts';
import { describePseudoScreens, type PseudoScreen } from '../../test/pseudo-screens.tsx';
import { mockFetch } from '../../test/render.tsx';
import StudentPage from './pages/StudentPage.tsx';
import StudentsPage from './pages/StudentsPage.tsx';

const BOOK = { id: '00000000-0000-4000-8000-0000000000b1', name: 'Frog and Toad', level: 2, order: 3, part: null };
const CATEGORY = { id: '00000000-0000-4000-8000-0000000000c1', category: 'Digraph sh', level: 1, order: 2 };

const reading = (stage: StudentDto['reading']['stage']): StudentDto['reading'] => ({
  stage,
  timesRead: 2,
  abc: { stage: 'uppercaseAbcs', letters: 5, oldProgression: false },
  spellingCategory: null,
  book: null,
  nonSystemBook: null,
});

const ken: StudentDto = {
  id: '00000000-0000-4000-8000-000000000005',
  name: 'Ken Sato',
  grade: 'E2',
  smsId: 1001,
  photo: 'student-1.jpg',
  signedUrlPhoto: '/api/files/student-1.jpg?signature=x',
  remarks: 'Allergic to peanuts.',
  comments: 'Mixes up b and d.',
  notesUrl: 'https://notes.example.test/1001',
  reading: reading(1),
  can: abilities(STUDENT_ACTIONS),
};
const aya: StudentDto = {
  ...ken,
  id: '00000000-0000-4000-8000-000000000006',
  name: 'Aya Mori',
  grade: 'K2',
  smsId: 1002,
  photo: null,
  signedUrlPhoto: null,
  remarks: null,
  comments: null,
  notesUrl: null,
  reading: { ...reading(3), book: BOOK },
};

/** The API of the student screens: the list (or a search), one student, and the reading form's choices. */
const api =
  (students: StudentDto[], one: StudentDto = ken) =>
  () => {
    mockFetch(({ url }) => {
      if (url === '/api/books')
        return { body: { documents: [{ ...BOOK, wordCount: 100, keyWords: [], questions: [] }] } };
      if (url === '/api/spelling-categories') return { body: { documents: [{ ...CATEGORY, words: [] }] } };
      if (url.startsWith('/api/students/')) return { body: { document: one } };
      return { body: { documents: students } };
    });
  };

/** The page's back link is marked before the student arrives: wait for the student's form. */
const loaded = async () => {
  await screen.findByRole('form');
};
const chooseStage = (value: string) => async () => {
  await loaded();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Stage/ }), value);
};

const DATA = ['Ken Sato', 'Aya Mori', '(E2)', '(K2)', '1001', '1002', 'E2', 'K2'];

const SCREENS: PseudoScreen[] = [
  {
    name: 'the students list with rows',
    path: '/students',
    page: <StudentsPage />,
    arrange: api([ken, aya]),
    data: DATA,
  },
  { name: 'the students list, empty', path: '/students', page: <StudentsPage />, arrange: api([]) },
  {
    name: 'the students list, a search that finds no one',
    path: '/students?search=zzz',
    route: '/students',
    page: <StudentsPage />,
    arrange: api([]),
    data: ['zzz'],
  },
  {
    name: 'a student with photo, notes and comments (ABC stage)',
    path: `/students/${ken.id}`,
    route: '/students/:id',
    page: <StudentPage />,
    arrange: api([], ken),
    act: loaded,
    // The ABC letter choices are numbers (5, 10, 15, 20, 26: one run of digits in the select's text).
    data: [...DATA, 'Allergic to peanuts.', 'Mixes up b and d.', '510152026'],
  },
  {
    name: 'a student without photo or comments (book stage)',
    path: `/students/${aya.id}`,
    route: '/students/:id',
    page: <StudentPage />,
    arrange: api([], aya),
    act: loaded,
    data: [...DATA, 'Frog and Toad (2.3)'],
  },
  {
    name: 'the reading form on the spelling stage',
    path: `/students/${aya.id}`,
    route: '/students/:id',
    page: <StudentPage />,
    arrange: api([], aya),
    act: chooseStage('2'),
    data: [...DATA, 'Digraph sh (1.2)'],
  },
  {
    name: 'the reading form on the non-system book stage',
    path: `/students/${aya.id}`,
    route: '/students/:id',
    page: <StudentPage />,
    arrange: api([], aya),
    act: chooseStage('4'),
    data: DATA,
  },
];

describePseudoScreens('students', SCREENS);

import { AUTHORITY, ROLE, type UserDto } from '@school-ops/shared';
import { screen } from '@testing-library/react';
import { describePseudoScreens, type PseudoScreen } from '../../test/pseudo-screens.tsx';
import { mockFetch } from '../../test/render.tsx';
import { aUser } from '../../test/users.ts';
import TeacherPage from './pages/TeacherPage.tsx';
import TeachersPage from './pages/TeachersPage.tsx';

const kenji = aUser({
  id: '00000000-0000-4000-8000-000000000002',
  username: 'kenji',
  smsId: 42,
  name: 'Kenji Sato',
  nickname: 'Ken',
  role: ROLE.partTimeTeacher,
  authority: AUTHORITY.user,
  maxHours: 20,
  readingLevel: 'book',
  trainingLevel: 1,
});
const emma = aUser({
  id: '00000000-0000-4000-8000-000000000003',
  username: 'emma',
  smsId: 43,
  name: 'Emma Brown',
  role: ROLE.fullTimeTeacher,
  authority: AUTHORITY.user,
  readingLevel: 'all',
  trainingLevel: 2,
});

const api = (teachers: UserDto[]) => () => {
  mockFetch(({ url }) => {
    const one = teachers.find((t) => url === `/api/users/teachers/${t.id}`);
    return { body: one ? { document: one } : { documents: teachers } };
  });
};

/** The teacher page's back link is marked before the teacher arrives: wait for the form. */
const loaded = async () => {
  await screen.findByRole('heading', { level: 1 });
};

const DATA = ['Kenji Sato (Ken)', 'Emma Brown'];

const SCREENS: PseudoScreen[] = [
  {
    name: 'the teachers list with rows',
    path: '/teachers',
    page: <TeachersPage />,
    arrange: api([kenji, emma]),
    data: DATA,
  },
  {
    name: 'the teachers list, empty',
    path: '/teachers',
    page: <TeachersPage />,
    arrange: api([]),
  },
  {
    name: 'a teacher with the levels form',
    path: `/teachers/${kenji.id}`,
    route: '/teachers/:id',
    page: <TeacherPage />,
    arrange: api([kenji]),
    act: loaded,
    data: DATA,
  },
];

describePseudoScreens('teachers', SCREENS);

import { AUTHORITY, defaultMainShift, ROLE, USER_ACTIONS, type UserDto } from '@school-ops/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { abilities } from '../../test/abilities.ts';
import { describePseudoScreens, pseudoPerson } from '../../test/pseudo-screens.tsx';
import { mockFetch } from '../../test/render.tsx';
import { aUser } from '../../test/users.ts';
import UserFormPage from './pages/UserFormPage.tsx';
import UsersPage from './pages/UsersPage.tsx';

const manager: UserDto = {
  ...pseudoPerson,
  authority: AUTHORITY.manager,
  role: ROLE.schoolManager,
  abilities: {
    seeCanceledSessions: true,
    grantableAuthorities: [AUTHORITY.manager, AUTHORITY.supervisor, AUTHORITY.user],
  },
};
const kenji = aUser({
  id: '00000000-0000-4000-8000-000000000002',
  username: 'kenji',
  smsId: 42,
  name: 'Kenji Sato',
  role: ROLE.fullTimeTeacher,
  authority: AUTHORITY.user,
  mainShift: defaultMainShift(),
  can: abilities(USER_ACTIONS),
});
const people = [
  kenji,
  aUser({ id: '00000000-0000-4000-8000-000000000003', name: 'Yui Ito', role: null, authority: AUTHORITY.supervisor }),
  aUser({ id: '00000000-0000-4000-8000-000000000004', name: 'Mia Manager', role: 0, authority: AUTHORITY.manager }),
  aUser({ id: '00000000-0000-4000-8000-000000000005', name: 'Ada Admin', role: 0, authority: AUTHORITY.admin }),
];
const arrange = () =>
  void mockFetch((c) => ({ body: c.url.endsWith('/users') ? { documents: people } : { document: kenji } }));
// The weekday names come from dayjs's locale (lib/dates.ts), not the catalog; the school names are names.
const DAYS = /\b(Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday)\b/g;
const SCHOOLS = /Ikejiri|Gakugei/g;
// The time pickers show their value (10:30 AM); their sections' names are MUI X's localeText (jaJP in Japanese,
// components/PickerProvider.tsx), not the catalog's.
const TIMES = /\d{1,2}:\d{2} (AM|PM)/g;
const TIME_PICKER = /\b(Hours|Minutes|Meridiem|Choose time, selected time is|Choose time)\b/g;
const FORM_DATA = [DAYS, SCHOOLS, TIMES, TIME_PICKER, 'English', '日本語'];

describePseudoScreens('users', [
  {
    name: '/users: the four columns, with people',
    path: '/users',
    page: <UsersPage />,
    signedIn: manager,
    arrange,
    data: ['Kenji Sato', 'Yui Ito', 'Mia Manager', 'Ada Admin'],
  },
  {
    name: '/users/new: the form',
    path: '/users/new',
    page: <UserFormPage />,
    signedIn: manager,
    arrange,
    act: async () => {
      // A full-timer's form shows the main shift as well.
      await userEvent.selectOptions(screen.getByRole('combobox', { name: /⟦Role⟧/ }), String(ROLE.fullTimeTeacher));
    },
    data: FORM_DATA,
  },
  {
    name: '/users/:id: the edit form, the account card and the delete confirmation',
    path: `/users/${kenji.id}`,
    route: '/users/:id',
    page: <UserFormPage />,
    signedIn: manager,
    arrange,
    act: async () => {
      await userEvent.click(await screen.findByRole('button', { name: '⟦Delete user⟧' }));
      await screen.findByRole('dialog');
    },
    data: [...FORM_DATA, 'Kenji Sato', 'kenji', '42'],
  },
  {
    name: '/users/:id: the delete-future-shifts confirmation',
    path: `/users/${kenji.id}`,
    route: '/users/:id',
    page: <UserFormPage />,
    signedIn: manager,
    arrange,
    act: async () => {
      await userEvent.click(await screen.findByRole('button', { name: '⟦Delete future shifts⟧' }));
      await screen.findByRole('dialog');
    },
    data: [...FORM_DATA, 'Kenji Sato', 'kenji', '42'],
  },
]);

import { AUTHORITY, ROLE, type AuditPageDto } from '@school-ops/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describePseudoScreens, pseudoPerson } from '../../test/pseudo-screens.tsx';
import { mockFetch } from '../../test/render.tsx';
import AuditPage from './pages/AuditPage.tsx';

const manager = { ...pseudoPerson, authority: AUTHORITY.manager, role: ROLE.schoolManager };
const page: AuditPageDto = {
  documents: [
    {
      id: 2,
      at: '2026-11-24T01:30:00.000Z',
      actor: { id: '00000000-0000-4000-8000-000000000001', name: 'Mia Manager' },
      action: 'user.update',
      entity: 'user',
      entityId: 'u-1',
      changes: [
        { field: 'name', before: 'Old Name', after: 'New Name' },
        { field: 'passwordHash', redacted: true },
        { field: 'nickname', before: null, after: 'Nick' },
      ],
    },
    {
      id: 1,
      at: '2026-11-24T01:00:00.000Z',
      actor: null,
      action: 'auth.lockout',
      entity: 'login',
      entityId: null,
      changes: [],
    },
  ],
  nextCursor: 'next',
  searchedUntil: '2026-11-20T00:00:00.000Z',
};
const reply =
  (audit: unknown, status = 200) =>
  () =>
    void mockFetch((c) => (c.url.includes('/audit') ? { status, body: audit } : { body: { documents: [] } }));
// The recorded data: names, actions, field names and values as stored, the record id.
const DATA = [
  'Mia Manager',
  'user.update',
  'auth.lockout',
  'u-1',
  'Old Name',
  'New Name',
  'passwordHash',
  'nickname',
  'Nick',
  'name',
  /\d{1,2}:\d{2} (AM|PM)/g,
];
// The empty date fields' placeholder and their button's label are MUI X's localeText (components/PickerProvider.tsx).
const PICKER = [/YYYY-MM-DD/g, /Choose date/g];

describePseudoScreens('audit log', [
  {
    name: '/audit with events, one opened to its fields, and more to load',
    path: '/audit',
    page: <AuditPage />,
    signedIn: manager,
    arrange: reply(page),
    act: async () => {
      await userEvent.click(await screen.findByRole('button', { name: /Mia Manager/ }));
      await screen.findByText('New Name');
    },
    data: [...DATA, ...PICKER],
  },
  {
    name: '/audit with nothing recorded',
    path: '/audit',
    page: <AuditPage />,
    signedIn: manager,
    arrange: reply({ documents: [], nextCursor: null, searchedUntil: null }),
    act: async () => {
      await screen.findByText(/⟦No recorded changes/);
    },
    data: PICKER,
  },
  {
    name: '/audit when the log cannot be read',
    path: '/audit',
    page: <AuditPage />,
    signedIn: manager,
    arrange: reply({ statusCode: 400, message: 'boom' }, 400),
    act: async () => {
      await screen.findByRole('alert');
    },
    data: ['boom', ...PICKER],
  },
  {
    name: '/audit while loading',
    path: '/audit',
    page: <AuditPage />,
    signedIn: manager,
    arrange: () => {
      globalThis.fetch = (() => new Promise(() => {})) as typeof fetch;
    },
    data: PICKER,
  },
]);

import { LINK_ACTIONS, MANUAL_ACTIONS, ROLE } from '@school-ops/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { abilities } from '../../test/abilities.ts';
import { describePseudoScreens, pseudoPerson } from '../../test/pseudo-screens.tsx';
import { mockFetch } from '../../test/render.tsx';
import ManualsPage from '../manuals/pages/ManualsPage.tsx';
import { UsefulLinks } from './components/UsefulLinks.tsx';
import LinksPage from './pages/LinksPage.tsx';

const LINK = {
  id: '00000000-0000-4000-8000-00000000000a',
  title: 'Staff Handbook',
  url: 'https://example.com/handbook',
  role: 3,
  clickCount: 4,
  can: abilities(LINK_ACTIONS),
};
const MANUAL = {
  id: '00000000-0000-4000-8000-00000000000b',
  locationName: 'Mishuku Kindergarten',
  url: 'https://example.com/mishuku',
  pickupCategory: 'pick-up',
  can: abilities(MANUAL_ACTIONS),
};
const manager = { ...pseudoPerson, authority: 1, role: ROLE.schoolManager };
// The rows editor's own words (components/rows-editor: Edit, Add, Save, Delete, Add row, …) are the shell
// engineer's, translated on their branch; they are listed here until it is merged.
const ROWS_EDITOR = [
  /Edit|Add row|Add|Save|Delete|Cancel|Remove row|New|Open|Create|row|\?|\d+/g,
  /⟦[^⟧]*⟧s\b/g,
  /\bs\b/g,
  '*',
];
// A manual's texts hold its category's word, a message inside a message: the markers cannot nest, and the outer
// message's end is left over after the inner one closes its marker.
const NESTED = /\)[^⟦⟧]*⟧/g;
const links = (documents: unknown[]) => () => void mockFetch(() => ({ body: { documents } }));

describePseudoScreens('welcome links and pick-up manuals', [
  {
    name: '/links with a link, and its delete confirmation',
    path: '/links',
    page: <LinksPage />,
    signedIn: manager,
    arrange: links([LINK]),
    act: async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
      await screen.findByRole('dialog');
    },
    data: ['Staff Handbook', 'https://example.com/handbook', ...ROWS_EDITOR],
  },
  {
    name: '/links empty',
    path: '/links',
    page: <LinksPage />,
    signedIn: manager,
    arrange: links([]),
    data: ROWS_EDITOR,
  },
  {
    name: "the home page's useful links",
    page: <UsefulLinks />,
    signedIn: manager,
    arrange: links([LINK]),
    data: ['Staff Handbook', 'example.com'],
  },
  {
    name: '/manuals with a manual, and its delete confirmation',
    path: '/manuals',
    page: <ManualsPage />,
    signedIn: manager,
    arrange: links([MANUAL]),
    act: async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
      await screen.findByRole('dialog');
    },
    data: ['Mishuku Kindergarten', 'https://example.com/mishuku', NESTED, ...ROWS_EDITOR],
  },
  {
    name: '/manuals empty',
    path: '/manuals',
    page: <ManualsPage />,
    signedIn: manager,
    arrange: links([]),
    data: ROWS_EDITOR,
  },
]);

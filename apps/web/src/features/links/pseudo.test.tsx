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
const links = (documents: unknown[]) => () => void mockFetch(() => ({ body: { documents } }));

describePseudoScreens('welcome links and pick-up manuals', [
  {
    name: '/links with a link, and its delete confirmation',
    path: '/links',
    page: <LinksPage />,
    signedIn: manager,
    arrange: links([LINK]),
    act: async () => {
      await userEvent.click(await screen.findByRole('button', { name: '⟦Delete⟧' }));
      await screen.findByRole('dialog');
    },
    data: ['Staff Handbook', 'https://example.com/handbook'],
  },
  {
    name: '/links empty',
    path: '/links',
    page: <LinksPage />,
    signedIn: manager,
    arrange: links([]),
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
      await userEvent.click(await screen.findByRole('button', { name: '⟦Delete⟧' }));
      await screen.findByRole('dialog');
    },
    data: ['Mishuku Kindergarten', 'https://example.com/mishuku'],
  },
  {
    name: '/manuals empty',
    path: '/manuals',
    page: <ManualsPage />,
    signedIn: manager,
    arrange: links([]),
  },
]);

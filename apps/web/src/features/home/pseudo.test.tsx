import { PICKUP_ACTIONS, type PickupDto } from '@school-ops/shared';
import { screen } from '@testing-library/react';
import { describePseudoScreens } from '../../test/pseudo-screens.tsx';
import { mockFetch } from '../../test/render.tsx';
import { abilities } from '../../test/abilities.ts';
import HomePage from './pages/HomePage.tsx';

const pickup = (n: number) =>
  ({ id: `00000000-0000-4000-8000-00000000000${n}`, can: abilities(PICKUP_ACTIONS) }) as unknown as PickupDto;

const home = (count: number) => () => {
  mockFetch((c) =>
    c.url.includes('/pickups/my-pickups/')
      ? { body: { pickups: Array.from({ length: count }, (_, i) => pickup(i + 1)), shifts: [], hasShift: true } }
      : { body: { documents: [] } },
  );
};

/** Today's weekday comes from dayjs's locale (lib/dates.ts), not from the catalog. */
const WEEKDAY = /(Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day/g;

describePseudoScreens('home', [
  {
    name: 'Home with a count of today’s pickups',
    page: <HomePage />,
    signedIn: true,
    arrange: home(3),
    act: async () => {
      await screen.findByText('3');
    },
    data: [WEEKDAY],
  },
  {
    name: 'Home with one pickup today',
    page: <HomePage />,
    signedIn: true,
    arrange: home(1),
    act: async () => {
      await screen.findByText('1');
    },
    data: [WEEKDAY],
  },
]);

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { describePseudoScreens, pseudoPerson } from '../../test/pseudo-screens.tsx';
import { mockFetch } from '../../test/render.tsx';
import { emptyHours, emptySessions, HOURS, SESSIONS } from './fixtures.ts';
import HoursReportPage from './pages/HoursReportPage.tsx';
import SessionsReportPage from './pages/SessionsReportPage.tsx';

const manager = { ...pseudoPerson, authority: 1 };
// Names, school and class names, the figures and times are data.
const DATA = [
  'Aiko Part',
  'Ben Full',
  'Hana Mori',
  'fever',
  /Ikejiri|Gakugei|PM Elementary/g,
  /\d{1,2}:\d{2}( (AM|PM))?/g,
  /\b\d+(\.\d+)?\b/g,
];
// The month field's own sections and its button's words are MUI X's (its locale), as on Part-Timer Shifts.
const PICKERS = '.MuiPickersSectionList-root, .MuiInputAdornment-root, .MuiDayCalendar-header';

describePseudoScreens('reports', [
  {
    name: '/reports/hours: people, weeks over max hours',
    path: '/reports/hours',
    page: <HoursReportPage />,
    signedIn: manager,
    arrange: () => void mockFetch(() => ({ body: { document: HOURS } })),
    act: async () => {
      // Open a person's days: they are built only when opened.
      const aiko = await screen.findByRole('region', { name: 'Aiko Part' });
      await userEvent.click(within(aiko).getByRole('button', { expanded: false }));
      await waitFor(() => expect(within(aiko).getAllByRole('table')).toHaveLength(2));
    },
    data: DATA,
    skip: PICKERS,
  },
  {
    name: '/reports/hours: a month without confirmed shifts, read by a supervisor',
    path: '/reports/hours',
    page: <HoursReportPage />,
    arrange: () => void mockFetch(() => ({ body: { document: emptyHours } })),
    data: DATA,
    skip: PICKERS,
  },
  {
    name: '/reports/hours: the report cannot be read',
    path: '/reports/hours',
    page: <HoursReportPage />,
    arrange: () => void mockFetch(() => ({ status: 500, body: { statusCode: 500, message: 'something went wrong' } })),
    data: DATA,
    skip: PICKERS,
  },
  {
    name: '/reports/sessions: a student with a cancellation, 欠席 and 遅刻',
    path: '/reports/sessions',
    page: <SessionsReportPage />,
    arrange: () => void mockFetch(() => ({ body: { document: SESSIONS } })),
    act: async () => {
      await screen.findByText('Hana Mori');
    },
    data: DATA,
    skip: PICKERS,
  },
  {
    name: '/reports/sessions: no sessions',
    path: '/reports/sessions',
    page: <SessionsReportPage />,
    arrange: () => void mockFetch(() => ({ body: { document: emptySessions } })),
    data: DATA,
    skip: PICKERS,
  },
]);

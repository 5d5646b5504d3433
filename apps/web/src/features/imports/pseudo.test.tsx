import type { ImportReport, ImportRunDto } from '@school-ops/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describePseudoScreens, pseudoPerson } from '../../test/pseudo-screens.tsx';
import { mockFetch } from '../../test/render.tsx';
import ImportsPage from './pages/ImportsPage.tsx';

const RUN: ImportRunDto = {
  id: '00000000-0000-4000-8000-0000000000aa',
  kind: 'daily-schedule',
  fileName: 'schedule.csv',
  createdAt: '2026-04-07T23:30:00.000Z',
  userName: 'Mia Manager',
  counts: { create: 2, update: 0, unchanged: 1, kept: 0 },
};
// A coded row message ('date is required', field.required) reads through the catalog.
const PREVIEW: ImportReport = {
  kind: 'students',
  dryRun: true,
  counts: { create: 1, update: 0, unchanged: 0, kept: 0, error: 1 },
  rows: [
    { line: 2, action: 'create', label: '1001 Aoi Tanaka', messages: [] },
    { line: 3, action: 'error', label: '1002', messages: ['name is required'] },
  ],
  run: null,
};
const manager = { ...pseudoPerson, authority: 1 };
// The file's column names are the format's identifiers (Japanese readers see the Japanese headers); class and
// school names are names; the recent run's figures and time are data.
const COLUMNS =
  /\b(smsId|name|grade|remarks|date|schoolName|className|studentSmsId|category|arrived|attendanceException)\b/g;
const NAMES =
  /Ikejiri|Gakugei|AM Elementary|AM Bilingual|AM Pre and Kinder|All Day Bilingual|Bi\.-Kinder|PM Kinder|PM Elementary/g;

describePseudoScreens('imports', [
  {
    name: '/imports: the students guide and recent imports',
    path: '/imports',
    page: <ImportsPage />,
    signedIn: manager,
    arrange: () => void mockFetch(() => ({ body: { runs: [RUN] } })),
    data: [COLUMNS, 'Mia Manager', 'schedule.csv', /\d{1,2}:\d{2} (AM|PM)/g, /\b\d\b/g],
  },
  {
    name: '/imports: the daily schedule guide, no imports yet',
    path: '/imports',
    page: <ImportsPage />,
    signedIn: manager,
    arrange: () => void mockFetch(() => ({ body: { runs: [] } })),
    act: async () => {
      await userEvent.click(await screen.findByRole('tab', { name: '⟦Daily schedule⟧' }));
    },
    data: [COLUMNS, NAMES],
  },
  {
    name: '/imports: a preview with an error row',
    path: '/imports',
    page: <ImportsPage />,
    signedIn: manager,
    arrange: () => void mockFetch((c) => ({ body: c.method === 'PUT' ? PREVIEW : { runs: [] } })),
    act: async () => {
      const file = new File(['smsId,name\r\n1001,Aoi Tanaka\r\n1002,\r\n'], 'students.csv', { type: 'text/csv' });
      await userEvent.upload(screen.getByLabelText('⟦Choose CSV file⟧'), file);
      await screen.findByText(/⟦Fix the rows with errors/);
    },
    data: [COLUMNS, 'students.csv', '1001 Aoi Tanaka', '1002', /\b[1-3]\b/g],
  },
]);

import { describePseudoScreens } from '../../test/pseudo-screens.tsx';
import { mockFetch } from '../../test/render.tsx';
import ReadingHistory from './components/ReadingHistory.tsx';
import { SessionSummaryCard } from './components/SessionSummaryCard.tsx';
import { aHistory, anOverview, STUDENT_ID } from './fixtures.ts';
import ReadingOverviewPage from './pages/ReadingOverviewPage.tsx';

const history = aHistory();
/** The children's names, teachers, books, words and letters: data, not catalog text. */
const DATA = [
  'Ken Sato',
  'Aki Tanaka',
  'Red Hen',
  'Who?',
  '=HYPERLINK("x")',
  'Mia Ito (K2)',
  'Aoi Kato (E1)',
  'PM Elementary',
  'AM Bilingual',
  'Ikejiri',
  /\b(hen|ship|sh|[a-z])\b/g,
  /\d+/g,
];

describePseudoScreens('reading journey', [
  {
    name: 'Reading history',
    page: <ReadingHistory studentId={STUDENT_ID} />,
    arrange: () => {
      mockFetch(() => ({ body: { document: history } }));
    },
    signedIn: true,
    data: DATA,
    // The charts' drawings are hidden from screen readers; their tables carry the same numbers in words.
    skip: '[aria-hidden="true"]',
  },
  {
    name: 'Reading history, empty',
    page: <ReadingHistory studentId={STUDENT_ID} />,
    arrange: () => {
      mockFetch(() => ({ body: { document: aHistory({ sessions: [], progress: [] }) } }));
    },
    signedIn: true,
    data: DATA,
  },
  {
    name: 'Session summary',
    page: <SessionSummaryCard summary={{ practiseNext: history.practiseNext, recent: history.sessions }} />,
    signedIn: true,
    data: DATA,
  },
  {
    name: 'Reading Progress',
    page: <ReadingOverviewPage />,
    path: '/reading',
    arrange: () => {
      mockFetch(() => ({ body: anOverview() }));
    },
    signedIn: true,
    data: DATA,
  },
]);

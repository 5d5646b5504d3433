import type { ReadingHistoryDto, ReadingOverviewDto } from '@school-ops/shared';

export const STUDENT_ID = '00000000-0000-4000-8000-000000000005';

/** A history as the server answers it: two sessions, b and d missed. */
export const aHistory = (o: Partial<ReadingHistoryDto> = {}): ReadingHistoryDto => ({
  student: { id: STUDENT_ID, name: 'Ken Sato', readingStage: 1, abcLetters: 10 },
  from: '2025-11-25',
  to: '2026-11-24',
  sessions: [
    {
      id: '00000000-0000-4000-8000-0000000000a1',
      date: '2026-11-20',
      teacher: 'Aki Tanaka',
      stage: 1,
      abcLetters: 10,
      result: { kind: 'abc', letters: 10, spreadMissed: ['b', 'd'], randomMissed: ['b'] },
      comments: '=HYPERLINK("x")',
    },
    {
      id: '00000000-0000-4000-8000-0000000000a2',
      date: '2026-10-02',
      teacher: null,
      stage: 3,
      abcLetters: null,
      result: {
        kind: 'book',
        book: 'Red Hen',
        wordsMissed: ['hen'],
        keyWordsMissed: [],
        questions: 3,
        questionsMissed: ['Who?'],
      },
      comments: null,
    },
  ],
  progress: [
    { month: '2026-10', stage: 3, abcLetters: null, sessions: 1 },
    { month: '2026-11', stage: 1, abcLetters: 10, sessions: 1 },
  ],
  letters: {
    sessions: 1,
    missed: [
      { letter: 'b', sessions: 1 },
      { letter: 'd', sessions: 1 },
    ],
  },
  spellingWords: [{ word: 'ship', wrong: 2, asked: 3 }],
  phonics: [{ phonic: 'sh', wrong: 2 }],
  books: [
    {
      book: 'Red Hen',
      sessions: 1,
      lastDate: '2026-10-02',
      wordsMissed: ['hen'],
      keyWordsMissed: [],
      questionsMissed: ['Who?'],
    },
  ],
  practiseNext: { letters: ['b', 'd'], words: ['hen'] },
  ...o,
});

export const anOverview = (o: Partial<ReadingOverviewDto> = {}): ReadingOverviewDto => ({
  schoolName: 'Ikejiri',
  month: '2026-11',
  asOf: '2026-11-24',
  sameStageSessions: 20,
  documents: [
    {
      student: { id: '00000000-0000-4000-8000-0000000000c1', name: 'Mia Ito', grade: 'K2' },
      className: 'PM Elementary',
      stage: 1,
      sessionsThisMonth: 0,
      lastSessionDate: '2026-10-01',
      flags: ['noRecentSession', 'lettersMissed'],
    },
    {
      student: { id: '00000000-0000-4000-8000-0000000000c2', name: 'Aoi Kato', grade: 'E1' },
      className: 'AM Bilingual',
      stage: 3,
      sessionsThisMonth: 4,
      lastSessionDate: '2026-11-22',
      flags: [],
    },
  ],
  ...o,
});

import {
  displayName,
  RECENT_ABC_SESSIONS,
  RECENT_WORD_SESSIONS,
  type PractiseNext,
  type ReadingResult,
  type ReadingSessionDto,
  type SessionSummaryDto,
} from '@school-ops/shared';
import type { Executor } from '../../db/client.ts';
import * as journey from './reading-repository.ts';

/** How many letters and words 'practise next' names. */
const PRACTISE_LETTERS = 5;
const PRACTISE_WORDS = 5;
/** The session page shows this many earlier sessions' results (issue 21: not the whole history). */
const RECENT_ON_SESSION = 3;

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const missedOf = (v: unknown, key: 'word' | 'question'): string[] =>
  Array.isArray(v)
    ? v.flatMap((x: Record<string, unknown> | null) =>
        x && x.correct === false && typeof x[key] === 'string' ? [x[key]] : [],
      )
    : [];

/** What a completed reading session's form found, from its stored performance (sessions/performance.ts). */
function resultOf(row: journey.ReadingSessionRow): ReadingResult {
  const perf = row.performance ?? {};
  const reading = row.reading ?? {};
  const abc = perf.abc as Record<string, unknown> | undefined;
  if (abc) {
    const letters = (reading.abc as { letters?: unknown } | undefined)?.letters;
    return {
      kind: 'abc',
      letters: typeof letters === 'number' ? letters : null,
      spreadMissed: strings(abc.spreadLettersMissed),
      randomMissed: strings(abc.randomLettersMissed),
    };
  }
  const spelling = perf.spelling as Record<string, unknown> | undefined;
  if (spelling) {
    const words = strings(spelling.wordsReviewed);
    const results = Array.isArray(spelling.wordsResults) ? spelling.wordsResults : [];
    return { kind: 'spelling', words: words.length, wrongWords: words.filter((_, i) => results[i] === false) };
  }
  const book = perf.book as Record<string, unknown> | undefined;
  if (book) {
    return {
      kind: 'book',
      book: row.bookName,
      wordsMissed: strings(book.wordsMissed),
      keyWordsMissed: missedOf(book.keyWords, 'word'),
      questions: Array.isArray(book.questions) ? book.questions.length : 0,
      questionsMissed: missedOf(book.questions, 'question'),
    };
  }
  if (perf.nonSystemBook) {
    const title = reading.nonSystemBook;
    return { kind: 'nonSystemBook', book: typeof title === 'string' && title ? title : null };
  }
  return { kind: 'none' };
}

/** A completed reading session as the timeline and the session page's summary show it. */
export function presentReadingSession(row: journey.ReadingSessionRow): ReadingSessionDto {
  const reading = row.reading ?? {};
  const stage = typeof reading.stage === 'number' ? reading.stage : null;
  const letters = (reading.abc as { letters?: unknown } | undefined)?.letters;
  const comments = row.performance?.comments;
  return {
    id: row.id,
    date: row.date,
    teacher: row.teacherName === null ? null : displayName({ name: row.teacherName, nickname: row.teacherNickname }),
    stage,
    abcLetters: stage === 1 && typeof letters === 'number' ? letters : null,
    result: resultOf(row),
    comments: typeof comments === 'string' && comments ? comments : null,
  };
}

/** The letters and words a student missed most often lately: what to practise next. */
export async function practiseNextOf(db: Executor, studentId: string): Promise<PractiseNext> {
  const [letters, words] = await Promise.all([
    journey.lettersMissed(db, studentId, RECENT_ABC_SESSIONS),
    journey.wordsMissedLately(db, studentId, RECENT_WORD_SESSIONS, PRACTISE_WORDS),
  ]);
  return {
    letters: letters.missed.slice(0, PRACTISE_LETTERS).map((l) => l.letter),
    words: words.map((w) => w.word),
  };
}

/** For the teacher running a reading session: what to practise, and the last three sessions' results. */
export async function sessionSummaryOf(db: Executor, studentId: string, sessionId: string): Promise<SessionSummaryDto> {
  const [practiseNext, recent] = await Promise.all([
    practiseNextOf(db, studentId),
    journey.listLatestReadingSessions(db, studentId, sessionId, RECENT_ON_SESSION),
  ]);
  return { practiseNext, recent: recent.map(presentReadingSession) };
}

import { z } from 'zod';
import { SCHOOLS } from '../constants.ts';
import { isoDate } from './common.ts';

/** A child's reading journey (issue 21): the history of one student, the overview of a school, the session summary. */
export const READING_MSG = {
  periodOrder: 'the period must start on or before its end',
  month: 'month must be YYYY-MM',
  school: 'school must be Ikejiri or Gakugei',
} as const;

/** How many of the latest ABC sessions the letter chart and 'practise next' count (issue 21). */
export const RECENT_ABC_SESSIONS = 10;
/** How many of the latest spelling or book sessions 'practise next' reads its words from. */
export const RECENT_WORD_SESSIONS = 10;
/** The overview's flag: no completed reading session for this many days. */
export const NO_SESSION_DAYS = 14;
/** The overview's flag: at least this many letters each missed in at least REPEATED_MISSES of the recent ABC sessions. */
export const MANY_LETTERS = 3;
export const REPEATED_MISSES = 3;
/** 'Same stage for more than N sessions': N when School Settings sets none. */
export const DEFAULT_SAME_STAGE_SESSIONS = 20;
export const SAME_STAGE_SESSIONS_MAX = 200;

/** GET /students/{id}/history: both ends optional (the server takes the last year up to today). */
export const readingHistoryQuerySchema = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: READING_MSG.periodOrder, path: ['from'] });
export type ReadingHistoryQuery = z.infer<typeof readingHistoryQuerySchema>;

export const readingMonth = z.string({ error: READING_MSG.month }).regex(/^(19\d\d|20\d\d)-(0[1-9]|1[0-2])$/, {
  error: READING_MSG.month,
});

/** GET /reading/overview: one school, one month (the month of the school's today when absent). */
export const readingOverviewQuerySchema = z.object({
  schoolName: z.enum(SCHOOLS, { error: READING_MSG.school }),
  month: readingMonth.optional(),
});
export type ReadingOverviewQuery = z.infer<typeof readingOverviewQuerySchema>;

const stage = z.number().int().min(0).max(4);
const date = z.string().describe('YYYY-MM-DD, school-local');

/** What a completed reading session's form found, in a form the web words as one line. */
export const readingResultSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('abc'),
    letters: z.number().int().nullable(),
    spreadMissed: z.array(z.string()),
    randomMissed: z.array(z.string()),
  }),
  z.object({
    kind: z.literal('spelling'),
    words: z.number().int(),
    wrongWords: z.array(z.string()),
  }),
  z.object({
    kind: z.literal('book'),
    book: z.string().nullable(),
    wordsMissed: z.array(z.string()),
    keyWordsMissed: z.array(z.string()),
    questions: z.number().int(),
    questionsMissed: z.array(z.string()),
  }),
  z.object({ kind: z.literal('nonSystemBook'), book: z.string().nullable() }),
  z.object({ kind: z.literal('none') }),
]);
export type ReadingResult = z.infer<typeof readingResultSchema>;

export const readingSessionSchema = z.object({
  id: z.uuid(),
  date,
  teacher: z.string().nullable(),
  stage: stage.nullable(),
  abcLetters: z.number().int().nullable(),
  result: readingResultSchema,
  comments: z.string().nullable(),
});
export type ReadingSessionDto = z.infer<typeof readingSessionSchema>;

export const practiseNextSchema = z.object({
  letters: z.array(z.string()).describe('The letters missed most often in the latest ABC sessions, most first'),
  words: z.array(z.string()).describe('The spelling and book words missed most often lately, most first'),
});
export type PractiseNext = z.infer<typeof practiseNextSchema>;

export const readingHistorySchema = z.object({
  student: z.object({ id: z.uuid(), name: z.string(), readingStage: stage, abcLetters: z.number().int() }),
  from: date,
  to: date,
  /** Newest first. */
  sessions: z.array(readingSessionSchema),
  /** One point per month with a completed reading session: the highest stage and ABC letter count reached. */
  progress: z.array(
    z.object({
      month: z.string().describe('YYYY-MM'),
      stage: stage,
      abcLetters: z.number().int().nullable(),
      sessions: z.number().int(),
    }),
  ),
  /** a to z: in how many of the period's latest ABC sessions each letter was missed. */
  letters: z.object({
    sessions: z.number().int().describe('How many ABC sessions were counted (at most 10)'),
    missed: z.array(z.object({ letter: z.string(), sessions: z.number().int() })),
  }),
  spellingWords: z.array(z.object({ word: z.string(), wrong: z.number().int(), asked: z.number().int() })),
  phonics: z.array(z.object({ phonic: z.string(), wrong: z.number().int() })),
  books: z.array(
    z.object({
      book: z.string().nullable().describe('null: the book is no longer in the catalogue'),
      sessions: z.number().int(),
      lastDate: date,
      wordsMissed: z.array(z.string()),
      keyWordsMissed: z.array(z.string()),
      questionsMissed: z.array(z.string()),
    }),
  ),
  practiseNext: practiseNextSchema,
});
export type ReadingHistoryDto = z.infer<typeof readingHistorySchema>;

/** With a reading session's read, for the teacher running it: what to practise and the last three results. */
export const sessionSummarySchema = z.object({
  practiseNext: practiseNextSchema,
  recent: z.array(readingSessionSchema).max(3),
});
export type SessionSummaryDto = z.infer<typeof sessionSummarySchema>;

export const READING_FLAGS = ['noRecentSession', 'sameStage', 'lettersMissed'] as const;
export type ReadingFlag = (typeof READING_FLAGS)[number];

export const readingOverviewRowSchema = z.object({
  student: z.object({ id: z.uuid(), name: z.string(), grade: z.string() }),
  className: z.string(),
  stage: stage,
  sessionsThisMonth: z.number().int(),
  lastSessionDate: date.nullable(),
  flags: z.array(z.enum(READING_FLAGS)),
});
export type ReadingOverviewRowDto = z.infer<typeof readingOverviewRowSchema>;

export const readingOverviewSchema = z.object({
  schoolName: z.enum(SCHOOLS),
  month: z.string(),
  /** The day the flags are counted back from: the month's last day, or today in the current month. */
  asOf: date,
  sameStageSessions: z.number().int().describe("School Settings' N of 'same stage for more than N sessions'"),
  documents: z.array(readingOverviewRowSchema),
});
export type ReadingOverviewDto = z.infer<typeof readingOverviewSchema>;

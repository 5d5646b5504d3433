import {
  DEFAULT_SAME_STAGE_SESSIONS,
  MANY_LETTERS,
  NO_SESSION_DAYS,
  RECENT_ABC_SESSIONS,
  REPEATED_MISSES,
  schoolToday,
  type ReadingFlag,
  type ReadingHistoryDto,
  type ReadingHistoryQuery,
  type ReadingOverviewDto,
  type ReadingOverviewQuery,
} from '@school-ops/shared';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import {
  booksRead,
  lettersMissed,
  listReadingSessions,
  phonicsWrong,
  practiseNextOf,
  presentReadingSession,
  readingOverview,
  readingProgress,
  spellingWordsWrong,
  type ReadingPeriod,
} from '../sessions/index.ts';
import { readSetting } from '../settings/index.ts';
import { findStudentById } from '../students/index.ts';
import { authorize } from './policy.ts';

/** How many spelling words and phonics the history lists. */
const MOST_WRONG = 10;

/** Calendar arithmetic on school dates (YYYY-MM-DD), in UTC so the machine's zone never shifts a day. */
function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** No `from`: the year before `to`; no `to`: the school's today. */
function periodOf(q: ReadingHistoryQuery): ReadingPeriod {
  const to = q.to ?? schoolToday();
  const from = q.from ?? addDays(to, -365);
  // Only `from` given, and after today: a period of that one day rather than an inverted one.
  return { from, to: from > to ? from : to };
}

export function createReadingService({ db }: { db: Db }) {
  return {
    async history(p: Identity, studentId: string, q: ReadingHistoryQuery): Promise<ReadingHistoryDto> {
      authorize(p, 'seeHistory');
      const student = await findStudentById(db, studentId);
      if (!student) throw notFound();
      const period = periodOf(q);
      const [sessions, progress, letters, spellingWords, phonics, books, practiseNext] = await Promise.all([
        listReadingSessions(db, studentId, period),
        readingProgress(db, studentId, period),
        lettersMissed(db, studentId, RECENT_ABC_SESSIONS, period),
        spellingWordsWrong(db, studentId, period, MOST_WRONG),
        phonicsWrong(db, studentId, period, MOST_WRONG),
        booksRead(db, studentId, period),
        practiseNextOf(db, studentId),
      ]);
      return {
        student: {
          id: student.id,
          name: student.name,
          readingStage: student.readingStage,
          abcLetters: student.abcLetters,
        },
        ...period,
        sessions: sessions.map(presentReadingSession),
        progress,
        letters,
        spellingWords,
        phonics,
        books,
        practiseNext,
      };
    },

    async overview(p: Identity, q: ReadingOverviewQuery): Promise<ReadingOverviewDto> {
      authorize(p, 'seeOverview');
      const today = schoolToday();
      const month = q.month ?? today.slice(0, 7);
      const monthStart = `${month}-01`;
      const monthEnd = lastDayOf(month);
      const asOf = today < monthEnd ? today : monthEnd;
      const sameStage = await readSetting(db, 'readingSameStageSessions', DEFAULT_SAME_STAGE_SESSIONS);
      const rows = await readingOverview(db, {
        schoolName: q.schoolName,
        monthStart,
        monthEnd,
        asOf,
        sameStage,
        abcSessions: RECENT_ABC_SESSIONS,
        repeated: REPEATED_MISSES,
      });
      // 14 days up to and including asOf.
      const recentFrom = addDays(asOf, -(NO_SESSION_DAYS - 1));
      return {
        schoolName: q.schoolName,
        month,
        asOf,
        sameStageSessions: sameStage,
        documents: rows.map((r) => {
          const flags: ReadingFlag[] = [];
          if (!r.lastSessionDate || r.lastSessionDate < recentFrom) flags.push('noRecentSession');
          if (r.sameStage) flags.push('sameStage');
          if (r.lettersRepeated >= MANY_LETTERS) flags.push('lettersMissed');
          return {
            student: { id: r.studentId, name: r.name, grade: r.grade },
            className: r.className,
            stage: r.stage,
            sessionsThisMonth: r.sessionsThisMonth,
            lastSessionDate: r.lastSessionDate,
            flags,
          };
        }),
      };
    },
  };
}

export type ReadingService = ReturnType<typeof createReadingService>;

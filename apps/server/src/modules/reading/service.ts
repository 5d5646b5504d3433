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
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { createJsonCache } from '../../lib/json-cache.ts';
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

/**
 * Both reads are kept as JSON bodies while the sessions and students they count are unchanged (decision 0011, the
 * read-cache of the sessions list): a supervisor's reopening, the overview's sorting and a class's tablets asking
 * again cost nothing until a session is written. Every supervisor gets the same body: the policy is asked first.
 */
export function createReadingService({ db, changes }: { db: Db; changes?: ChangeFeed }) {
  const historyBodies = createJsonCache(changes, { read: 'reading.history' });
  const overviewBodies = createJsonCache(changes, { read: 'reading.overview' });

  async function loadHistory(studentId: string, q: ReadingHistoryQuery): Promise<ReadingHistoryDto> {
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
  }

  async function loadOverview(q: ReadingOverviewQuery): Promise<ReadingOverviewDto> {
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
  }

  return {
    /** The history's JSON body (`{ document }`). */
    historyJson(p: Identity, studentId: string, q: ReadingHistoryQuery): Promise<Buffer> {
      authorize(p, 'seeHistory');
      return historyBodies(JSON.stringify([studentId, q.from, q.to, schoolToday()]), async () => ({
        document: await loadHistory(studentId, q),
      }));
    },

    /** The overview's JSON body. */
    overviewJson(p: Identity, q: ReadingOverviewQuery): Promise<Buffer> {
      authorize(p, 'seeOverview');
      return overviewBodies(JSON.stringify([q.schoolName, q.month, schoolToday()]), () => loadOverview(q));
    },
  };
}

export type ReadingService = ReturnType<typeof createReadingService>;

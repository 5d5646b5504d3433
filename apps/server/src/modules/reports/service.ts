import {
  monthRange,
  monthWeeksRange,
  type HoursReport,
  type HoursReportQuery,
  type Language,
  type SessionsReport,
  type SessionsReportQuery,
} from '@school-ops/shared';
import type { Identity } from '../../auth/identity.ts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { createJsonCache } from '../../lib/json-cache.ts';
import { sessionsReportRows } from '../sessions/index.ts';
import { hoursReportRows } from '../shifts/index.ts';
import { findLiveById } from '../users/index.ts';
import { presentHoursReport } from './hours.ts';
import { authorize } from './policy.ts';
import { presentSessionsReport } from './sessions.ts';

/**
 * Month-end reports (issue 22). The module owns no table: it reads through the owners' report queries (shifts and
 * sessions repositories), each one aggregate statement, and presents what they counted.
 */
export function createReportsService({ db, changes }: { db: Db; changes?: ChangeFeed }) {
  // A month's hours, as the screen reads it, kept while shifts and people are unchanged (db/cached-reads.ts): a
  // closed month is read again and again at month end and changes rarely.
  const hoursBodies = createJsonCache(changes, { read: 'reports.hours' });
  return {
    /** The hours report's JSON body (`{ document }`). */
    hoursJson(actor: Identity, query: Pick<HoursReportQuery, 'month'>): Promise<Buffer> {
      authorize(actor, 'readHours');
      return hoursBodies(query.month, async () => ({ document: await this.hours(actor, query) }));
    },

    async hours(actor: Identity, query: Pick<HoursReportQuery, 'month'>): Promise<HoursReport> {
      authorize(actor, 'readHours');
      const range = monthRange(`${query.month}-01`);
      const weeks = monthWeeksRange(range.first);
      const rows = await hoursReportRows(db, { ...range, weeksFirst: weeks.first, weeksLast: weeks.last });
      return presentHoursReport(query.month, range, rows);
    },

    async sessions(actor: Identity, query: Pick<SessionsReportQuery, 'month' | 'schoolName'>): Promise<SessionsReport> {
      authorize(actor, 'readSessions');
      const range = monthRange(`${query.month}-01`);
      const rows = await sessionsReportRows(db, { ...range, schoolName: query.schoolName });
      return presentSessionsReport(query.month, range, query.schoolName, rows);
    },

    /** The language of the reader's files: their own setting, as the screens use it. */
    async languageOf(actor: Identity): Promise<Language> {
      return (await findLiveById(db, actor.id))?.language ?? 'en';
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;

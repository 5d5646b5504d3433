import { NO_SESSION_COUNTS, type SchoolName, type SessionsReport } from '@school-ops/shared';
import type { SessionsReportCancellationRow, sessionsReportRows } from '../sessions/index.ts';

type Row = Awaited<ReturnType<typeof sessionsReportRows>>[number];

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
/** A text[] arrives as a JS array from both drivers, but as '{a,b}' where a driver leaves arrays to the caller. */
const textArray = (value: string[] | string): string[] =>
  Array.isArray(value)
    ? value
    : value
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);

/** Each student's counts as the database made them; the totals add up those few numbers per student. */
export function presentSessionsReport(
  month: string,
  range: { first: string; last: string },
  schoolName: SchoolName | undefined,
  rows: Row[],
): SessionsReport {
  const totals = { ...NO_SESSION_COUNTS };
  const students = rows.map((row) => {
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += row[key];
    return {
      ...row,
      schools: textArray(row.schools),
      cancellations: parsed<SessionsReportCancellationRow[]>(row.cancellations),
    };
  });
  return { month, ...range, schoolName: schoolName ?? null, students, totals };
}

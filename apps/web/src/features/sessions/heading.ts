import { isIsoDate, schoolToday, WEEKDAY_NAMES, weekdayOf } from '@school-ops/shared';

/**
 * The sessions list's heading for the filter's date: "Tuesday, 2026-11-24", or "Sessions" without a valid
 * date. Without dayjs: the entry paints it before the app's code has arrived (app/first-paint.tsx).
 */
export function sessionsHeading(date: string): string {
  return isIsoDate(date) ? `${WEEKDAY_NAMES[weekdayOf(date)]}, ${date}` : 'Sessions';
}

/**
 * The label of the count beside the heading: the viewer's own completed sessions of the chosen day at the
 * chosen school (issue 16: the spec's 'Sessions Completed Today' read as the school's total, and said
 * 'Today' on other days).
 */
export function completedLabel(date: string, today = schoolToday()): string {
  return date === today ? 'Sessions you completed today' : `Sessions you completed on ${date}`;
}

import { isIsoDate, WEEKDAY_NAMES, weekdayOf } from '@school-ops/shared';

/**
 * The sessions list's heading for the filter's date: "Tuesday, 2026-11-24", or "Sessions" without a valid
 * date. Without dayjs: the entry paints it before the app's code has arrived (app/first-paint.tsx).
 */
export function sessionsHeading(date: string): string {
  return isIsoDate(date) ? `${WEEKDAY_NAMES[weekdayOf(date)]}, ${date}` : 'Sessions';
}

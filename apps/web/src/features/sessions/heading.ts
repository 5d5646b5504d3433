import { isIsoDate, schoolToday, weekdayOf } from '@school-ops/shared';
import { i18n } from '../../lib/i18n/index.ts';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/**
 * The sessions list's heading for the filter's date, in the reader's language: "Tuesday, 2026-11-24" /
 * "2026年11月24日(火)", or "Sessions" without a valid date. Without dayjs: the entry paints it before the app's
 * code has arrived (app/first-paint.tsx), so the weekday's name is the catalog's (the same as lib/dates.ts writes,
 * heading.test.ts).
 */
export function sessionsHeading(date: string): string {
  if (!isIsoDate(date)) return i18n.t('sessions.heading.noDate');
  const [year, month, day] = date.split('-');
  return i18n.t('sessions.heading.day', {
    weekday: WEEKDAYS[weekdayOf(date)],
    date,
    // Strings, not numbers: a number would be formatted (2,026).
    year,
    month: String(Number(month)),
    day: String(Number(day)),
  });
}

/**
 * The label of the count beside the heading: the viewer's own completed sessions of the chosen day at the
 * chosen school (issue 16: the spec's 'Sessions Completed Today' read as the school's total, and said
 * 'Today' on other days). `shown` is the date as the reader's language writes it (lib/dates.ts formatDate).
 */
export function completedLabel(date: string, today = schoolToday(), shown = date): string {
  return date === today ? i18n.t('sessions.list.completedToday') : i18n.t('sessions.list.completedOn', { date: shown });
}

import { schoolToday } from '@school-ops/shared';
import type { Period } from './api.ts';

/** The periods the reading history offers, in months; it opens on a year. */
export const HISTORY_MONTHS = [3, 6, 12, 36] as const;
export type HistoryMonths = (typeof HISTORY_MONTHS)[number];
export const DEFAULT_HISTORY_MONTHS: HistoryMonths = 12;

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The `months` months up to `to` (a school date): from the day after the same date `months` months before, a
 * date past that month's end taken as its last day (31 March less a month is 28 or 29 February).
 * Plain date arithmetic, not dayjs: the entry computes the history's address with it (app/first-reads.ts) before
 * the app's code has arrived, and must ask for exactly what the page will.
 */
export function periodOf(months: number, to: string = schoolToday()): Period {
  const [year, month, day] = to.split('-').map(Number) as [number, number, number];
  const monthIndex = year * 12 + (month - 1) - months;
  const y = Math.floor(monthIndex / 12);
  const m = monthIndex - y * 12;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return { from: iso(new Date(Date.UTC(y, m, Math.min(day, lastDay) + 1))), to };
}

import { MAX_DATE, MIN_DATE, TIME_STEP_MINUTES, TIMEZONE } from '../constants.ts';
import { MSG } from '../messages.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * What is wrong with a date a person gave, in the date picker's words (docs/product.md §5), or null: a real
 * calendar date YYYY-MM-DD from 1900-01-01 to 2100-01-01. Browser and server refuse alike.
 */
export function dateProblem(value: string): string | null {
  if (!isIsoDate(value)) return MSG.invalidDateFormat;
  if (value < MIN_DATE) return MSG.dateBeforeMin;
  if (value > MAX_DATE) return MSG.dateAfterMax;
  return null;
}

/** Times go in 5-minute steps (docs/product.md §9): minutes after midnight on the step. */
export const isOnTimeStep = (minutes: number) => minutes % TIME_STEP_MINUTES === 0;

/** Minutes after midnight rounded to the nearest step, kept within the day (23:58 is 23:55, not 24:00). */
export function roundToTimeStep(minutes: number): number {
  const last = 24 * 60 - TIME_STEP_MINUTES;
  return Math.min(last, Math.max(0, Math.round(minutes / TIME_STEP_MINUTES) * TIME_STEP_MINUTES));
}

/** Weekday names, index 0 (Sunday) to 6 (Saturday), as dates and the main shift count them. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The weekday of a YYYY-MM-DD calendar date: 0 (Sunday) to 6 (Saturday), in no time zone. */
export function weekdayOf(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

const SCHOOL_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's calendar date at the school (Asia/Tokyo), never the machine's zone. */
export function schoolToday(now: Date = new Date()): string {
  return SCHOOL_DATE.format(now);
}

/**
 * Made once: constructing an Intl.DateTimeFormat costs far more than formatting with it, and a
 * day's session list formats one instant per session (bench/results.md).
 */
const SCHOOL_DATE_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** An instant as the school reads it: 'YYYY/MM/DD' and 'h:mm A' in Asia/Tokyo. */
export function schoolDateTime(at: Date): { date: string; time: string } {
  const parts = Object.fromEntries(SCHOOL_DATE_TIME.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}/${parts.month}/${parts.day}`,
    time: `${parts.hour}:${parts.minute} ${parts.dayPeriod}`,
  };
}

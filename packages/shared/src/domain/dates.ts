import { MAX_DATE, MIN_DATE, TIME_STEP_MINUTES } from '../constants.ts';
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

/**
 * The school's clock: Japan Standard Time, UTC+9, with no daylight saving since 1951. Computed, not asked of
 * Intl with a time zone: the first such formatter loads the zone data, ~100 ms of a phone's first task on every
 * screen (issue 23). The tests hold both to Intl's Asia/Tokyo over years of instants.
 */
export const SCHOOL_UTC_OFFSET_MINUTES = 9 * 60;
const schoolClock = (at: Date) => new Date(at.getTime() + SCHOOL_UTC_OFFSET_MINUTES * 60_000);
const pad2 = (n: number) => String(n).padStart(2, '0');

/** Today's calendar date at the school (Asia/Tokyo, TIMEZONE), never the machine's zone. */
export function schoolToday(now: Date = new Date()): string {
  return schoolClock(now).toISOString().slice(0, 10);
}

/** An instant as the school reads it: 'YYYY/MM/DD' and 'h:mm A' in Asia/Tokyo. */
export function schoolDateTime(at: Date): { date: string; time: string } {
  const t = schoolClock(at);
  const hours = t.getUTCHours();
  return {
    date: `${t.getUTCFullYear()}/${pad2(t.getUTCMonth() + 1)}/${pad2(t.getUTCDate())}`,
    time: `${hours % 12 || 12}:${pad2(t.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`,
  };
}

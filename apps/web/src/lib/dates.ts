import {
  formatTime as formatClockEn,
  fromMinutes,
  MAX_DATE,
  MIN_DATE,
  SCHOOL_UTC_OFFSET_MINUTES,
  schoolToday,
  TIMEZONE,
  toMinutes,
} from '@school-ops/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { currentLanguage, i18n } from './i18n/index.ts';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.tz.setDefault(TIMEZONE);

export { dayjs };
export const today = () => schoolToday();
export const minDate = dayjs(MIN_DATE);
export const maxDate = dayjs(MAX_DATE);

/**
 * How each language writes a day, a month and a time: English keeps the spec's formats; Japanese writes as a
 * Tokyo office does (2026年11月24日(火), 2026年11月, 14:00), the weekday's name coming from dayjs's 'ja' locale.
 */
const FORMATS = {
  en: { date: 'YYYY-MM-DD', month: 'YYYY-MM', time: 'h:mm A', short: 'YYYY-MM-DD' },
  ja: { date: 'YYYY年M月D日(ddd)', month: 'YYYY年M月', time: 'HH:mm', short: 'M/D(ddd)' },
} as const;

const formatsNow = () => (currentLanguage() === 'ja' ? FORMATS.ja : FORMATS.en);
/** dayjs's locale of the reader's language ('pseudo' and any other reads as English). */
export const dayjsLocale = () => (currentLanguage() === 'ja' ? 'ja' : 'en');

/**
 * A calendar date as it is, an instant as the school reads it (Asia/Tokyo, whatever the device's zone), in the
 * reader's language unless a format is given; invalid dates show as 'unknown' (docs/product.md §8.3).
 */
export function formatDate(value: string | null | undefined, format: string = formatsNow().date): string {
  // An instant at the school's fixed offset (shared dates.ts), not through dayjs's time-zone plugin, whose first
  // use loads the zone data into a screen's task (~100 ms on a phone, issue 23).
  const d = !value
    ? null
    : CALENDAR_DATE.test(value)
      ? dayjs(value)
      : dayjs(value).utcOffset(SCHOOL_UTC_OFFSET_MINUTES);
  return d?.isValid() ? d.locale(dayjsLocale()).format(format) : i18n.t('dates.unknown');
}

/** A month (any date in it), as the reader's language writes one. */
export const formatMonth = (value: string | null | undefined) => formatDate(value, formatsNow().month);

/** A day where room is short (the phone's date button): English as formatDate, Japanese 11/24(火). */
export const formatShortDate = (value: string | null | undefined) => formatDate(value, formatsNow().short);

/** An instant's time of day in Tokyo, as the reader's language writes one (2:00 PM, 14:00). */
export const formatTime = (value: string | null | undefined) => formatDate(value, formatsNow().time);

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A clock time as stored ('HH:mm', or '2:00 PM' as an import typed it), as the reader's language writes one
 * (2:00 PM, 14:00); 'unknown' when missing or unreadable. English is the shared `formatTime`, unchanged.
 */
export function formatClock(time: string | null | undefined): string {
  const minutes = toMinutes(time);
  if (minutes === null) return i18n.t('dates.unknown');
  return currentLanguage() === 'ja' ? fromMinutes(minutes) : formatClockEn(time);
}

/** A day with its weekday's full name, as a heading shows it: 'Tuesday, 2026-11-24'; 2026年11月24日(火曜日). */
export const formatLongDate = (value: string | null | undefined) =>
  formatDate(value, currentLanguage() === 'ja' ? 'YYYY年M月D日(dddd)' : 'dddd, YYYY-MM-DD');

/**
 * The date and time pickers' fields in the reader's language: the format they show and are typed in, and the
 * 12-hour clock for English (2:00 PM) or the 24-hour one for Japanese (14:00). A Japanese date reads as the app
 * writes one (2026年11月24日(火)); its weekday follows from the date as it is typed.
 */
export function pickerFormats(): { date: string; time: string; ampm: boolean; unpadded: boolean } {
  const formats = formatsNow();
  const ja = formats === FORMATS.ja;
  return { date: formats.date, time: formats.time, ampm: !ja, unpadded: ja };
}

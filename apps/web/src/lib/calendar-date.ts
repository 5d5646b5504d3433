import { isIsoDate, weekdayOf } from '@school-ops/shared';
import { currentLanguage, i18n } from './i18n/index.ts';

const JA_WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;

/**
 * A calendar date ('YYYY-MM-DD') as lib/dates.ts formatDate writes it in the reader's language (2026-11-24,
 * 2026年11月24日(火)), without dayjs: the entry writes it in a first paint before the app's code has arrived
 * (app/first-paint.tsx). calendar-date.test.ts holds the two to the same words.
 */
export function calendarDateText(date: string): string {
  if (!isIsoDate(date)) return i18n.t('dates.unknown');
  if (currentLanguage() !== 'ja') return date;
  const [year, month, day] = date.split('-');
  return `${year}年${Number(month)}月${Number(day)}日(${JA_WEEKDAYS[weekdayOf(date)]})`;
}

import { formatClock, formatDate } from '../../lib/dates.ts';
import { currentLanguage, i18n } from '../../lib/i18n/index.ts';
import { hoursNumber } from '../shifts/index.ts';

/** '7.5 hours' / '7.5時間'. */
export const hoursLabel = (hours: number) => i18n.t('reports.hours', { hours: hoursNumber(hours), n: hours });

/** A day of a week's range, short enough for a phone's table: 'Mar 2' / '3月2日'. */
const monthDay = (date: string) => formatDate(date, currentLanguage() === 'ja' ? 'M月D日' : 'MMM D');

/** A week as a range: 'Mar 2 – Mar 8' / '3月2日〜3月8日'. */
export const weekRange = (start: string, end: string) =>
  i18n.t('reports.weekRange', { start: monthDay(start), end: monthDay(end) });

/** A shift's times as the reader writes them: '10:30 AM–7:30 PM' / '10:30–19:30'. */
export const shiftTimes = (start: string | null, end: string | null) => `${formatClock(start)}–${formatClock(end)}`;

/** A school's name, or the words for a shift without one. */
export const schoolLabel = (schoolName: string | null) => schoolName ?? i18n.t('reports.noSchool');

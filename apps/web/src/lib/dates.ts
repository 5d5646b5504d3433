import { MAX_DATE, MIN_DATE, schoolToday, TIMEZONE } from '@school-ops/shared';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.tz.setDefault(TIMEZONE);

export { dayjs };
export const today = () => schoolToday();
export const minDate = dayjs(MIN_DATE);
export const maxDate = dayjs(MAX_DATE);

/**
 * A calendar date as it is, an instant as the school reads it (Asia/Tokyo, whatever the device's zone);
 * invalid dates show as 'unknown' (docs/product.md §8.3).
 */
export function formatDate(value: string | null | undefined, format = 'YYYY-MM-DD'): string {
  if (!value) return 'unknown';
  const d = CALENDAR_DATE.test(value) ? dayjs(value) : dayjs(value).tz(TIMEZONE);
  return d.isValid() ? d.format(format) : 'unknown';
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

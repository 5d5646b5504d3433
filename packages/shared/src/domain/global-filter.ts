import { DEFAULT_SCHOOL } from '../constants.ts';

/** The global filter of docs/product.md §2.2: applies to pickup, session and activity lists. */
export interface GlobalFilter {
  schoolName: string;
  className: string;
  date: string;
}

/**
 * As a device keeps it: with the school day (Asia/Tokyo) the date was chosen on. School and class are kept for
 * good; the date only while that day lasts, so that the next morning starts at today, not at yesterday's sessions
 * (issue 16 item 1).
 */
export interface KeptFilter extends GlobalFilter {
  chosenOn: string;
}

/** A device's filter before anything is chosen: the first school, every class, today. */
export const initialFilter = (today: string): KeptFilter => ({
  schoolName: DEFAULT_SCHOOL,
  className: 'all',
  date: today,
  chosenOn: today,
});

/** The kept filter as it reads `today`: its date moved to today when it was chosen on an earlier school day. */
export const filterOnDay = (kept: KeptFilter, today: string): KeptFilter =>
  kept.chosenOn === today ? kept : { ...kept, date: today, chosenOn: today };

/**
 * The filter a device holds, as it reads `today`: what it lacks as at first, and a date held without the day it
 * was chosen on (kept before that was kept) counted as chosen on an earlier day. The browser reads it from local
 * storage; the server's first paint from the query its loader sends.
 */
export function heldFilter(held: Partial<Record<keyof KeptFilter, string | null>>, today: string): KeptFilter {
  const first = initialFilter(today);
  return filterOnDay(
    {
      schoolName: held.schoolName ?? first.schoolName,
      className: held.className ?? first.className,
      date: held.date ?? first.date,
      chosenOn: held.chosenOn ?? '',
    },
    today,
  );
}

import { DEFAULT_SCHOOL, SCHOOLS, schoolToday } from '@school-ops/shared';
import { useSyncExternalStore } from 'react';

/** The global filter of docs/product.md §2.2: applies to pickup, session and activity lists. */
export interface GlobalFilter {
  schoolName: string;
  className: string;
  date: string;
}

/**
 * As kept in local storage: with the school day (Asia/Tokyo) the date was chosen on. School and class
 * are kept for good; the date only while that day lasts, so that the next morning starts at today, not
 * at yesterday's sessions (issue 16 item 1).
 */
interface Kept extends GlobalFilter {
  chosenOn: string;
}

const KEY = 'filter';
const listeners = new Set<() => void>();
// shared's schoolToday, not lib/dates.ts: the entry reads the filter before dayjs is loaded (main.tsx).
const initial = (): Kept => {
  const day = schoolToday();
  return { schoolName: DEFAULT_SCHOOL, className: 'all', date: day, chosenOn: day };
};

function read(): Kept {
  try {
    const raw = localStorage.getItem(KEY);
    // A filter kept without its day (before it was kept) counts as chosen on an earlier day.
    return raw ? { ...initial(), chosenOn: '', ...(JSON.parse(raw) as Partial<Kept>) } : initial();
  } catch {
    return initial();
  }
}

/** The kept filter, its date moved to today when it was chosen on an earlier school day. */
function current(kept: Kept): Kept {
  const day = schoolToday();
  return kept.chosenOn === day ? kept : { ...kept, date: day, chosenOn: day };
}

let state = current(read());

/**
 * The filter's school when it names one school, else '' (it holds none, or all schools): for the screens that show
 * one school at a time. The pages and the entry's first reads (app/first-reads.ts) ask for the same address.
 */
export const oneSchool = (schoolName: string): string =>
  (SCHOOLS as readonly string[]).includes(schoolName) ? schoolName : '';

/**
 * The one way to read the filter (the app, the entry's first paint of /sessions, its early requests): a tab
 * left open overnight, or reopened in the morning, reads today's date too.
 */
function get(): GlobalFilter {
  const next = current(state);
  if (next !== state) state = next;
  return state;
}

const notify = () => listeners.forEach((l) => l());

export const filterStore = {
  get,
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  set(patch: Partial<GlobalFilter>) {
    state = { ...get(), ...patch, ...(patch.date !== undefined && { chosenOn: schoolToday() }) } as Kept;
    localStorage.setItem(KEY, JSON.stringify(state));
    notify();
  },
  reset() {
    state = initial();
    notify();
  },
};

// A tab that comes back (a phone woken in the morning, a laptop opened) or stays open past midnight
// renders again, and get() moves the date to the new school day.
if (typeof window !== 'undefined') {
  window.addEventListener('focus', notify);
  document.addEventListener('visibilitychange', notify);
  setInterval(notify, 60_000);
}

export function useGlobalFilter(): GlobalFilter {
  return useSyncExternalStore(filterStore.subscribe, filterStore.get);
}

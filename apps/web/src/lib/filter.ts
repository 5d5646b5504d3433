import {
  filterOnDay,
  heldFilter,
  initialFilter,
  SCHOOLS,
  schoolToday,
  type GlobalFilter,
  type KeptFilter,
} from '@school-ops/shared';
import { useSyncExternalStore } from 'react';
import { renderVisitor } from './render-context.ts';
import { FILTER_KEY } from './storage-keys.ts';

export type { GlobalFilter };

const listeners = new Set<() => void>();
// shared's schoolToday, not lib/dates.ts: the entry reads the filter before dayjs is loaded (main.tsx).
const initial = () => initialFilter(schoolToday());

function read(): KeptFilter {
  try {
    const raw = localStorage.getItem(FILTER_KEY);
    return raw ? heldFilter(JSON.parse(raw) as Partial<KeptFilter>, schoolToday()) : initial();
  } catch {
    return initial();
  }
}

/** The kept filter, its date moved to today when it was chosen on an earlier school day. */
const current = (kept: KeptFilter): KeptFilter => filterOnDay(kept, schoolToday());

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
  const visitor = renderVisitor();
  if (visitor) return visitor.filter;
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
    state = { ...get(), ...patch, ...(patch.date !== undefined && { chosenOn: schoolToday() }) } as KeptFilter;
    localStorage.setItem(FILTER_KEY, JSON.stringify(state));
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
  return useSyncExternalStore(filterStore.subscribe, filterStore.get, filterStore.get);
}

import { DEFAULT_SCHOOL, schoolToday } from '@school-ops/shared';
import { useSyncExternalStore } from 'react';

/** The global filter of spec section 2: applies to pickup, session and activity lists. */
export interface GlobalFilter {
  schoolName: string;
  className: string;
  date: string;
}

const KEY = 'filter';
const listeners = new Set<() => void>();
// shared's schoolToday, not lib/dates.ts: the entry reads the filter before dayjs is loaded (main.tsx).
const initial = (): GlobalFilter => ({ schoolName: DEFAULT_SCHOOL, className: 'all', date: schoolToday() });

function read(): GlobalFilter {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? { ...initial(), ...(JSON.parse(raw) as Partial<GlobalFilter>) } : initial();
  } catch {
    return initial();
  }
}

let state = read();

export const filterStore = {
  get: () => state,
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  set(patch: Partial<GlobalFilter>) {
    state = { ...state, ...patch };
    localStorage.setItem(KEY, JSON.stringify(state));
    listeners.forEach((l) => l());
  },
  reset() {
    state = initial();
    listeners.forEach((l) => l());
  },
};

export function useGlobalFilter(): GlobalFilter {
  return useSyncExternalStore(filterStore.subscribe, filterStore.get);
}

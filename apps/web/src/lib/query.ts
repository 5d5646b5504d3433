import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { PERSIST_THROTTLE_MS } from '@school-ops/shared';
import { ApiError } from './api-client.ts';
import { QUERY_CACHE_KEY } from './auth.ts';
import { parseSaved } from './saved-queries.ts';

/** The slices of client state that survive a reload (docs/product.md §7). */
export const PERSISTED_KEYS = new Set([
  'auth',
  'users',
  'teachers',
  'shifts',
  'pickups',
  'students',
  'sessions',
  'activities',
  'books',
  'spelling-categories',
  'links',
  'manuals',
]);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      gcTime: 24 * 60 * 60 * 1000,
      // A 4xx will not get better by asking again; a dropped connection might.
      retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      refetchOnWindowFocus: true,
    },
    mutations: { retry: false },
  },
});

export const persister = createSyncStoragePersister({
  storage: typeof window === 'undefined' ? undefined : window.localStorage,
  key: QUERY_CACHE_KEY,
  throttleTime: PERSIST_THROTTLE_MS,
  deserialize: (text) => parseSaved(text) as PersistedClient,
});

/**
 * Whether the cache holds data this page did not read: restored from the device, from an earlier visit (its time
 * is older than the page). The live stream's first start must then read everything again (decision 0044).
 */
export const holdsRestoredData = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .some((q) => q.state.data !== undefined && q.state.dataUpdatedAt < performance.timeOrigin);

import { MSG, type AuditPageDto } from '@school-ops/shared';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { useInfiniteQuery } from '../../lib/query-hooks.ts';
import { ApiError, mapFailure, request, signedFetch } from '../../lib/api-client.ts';

/** What the filter bar sets: empty strings are "any". */
export interface AuditFilters {
  actorId: string;
  entity: string;
  entityId: string;
  from: string;
  to: string;
  q: string;
}

export const NO_FILTERS: AuditFilters = { actorId: '', entity: '', entityId: '', from: '', to: '', q: '' };

const queryOf = (f: AuditFilters): Record<string, string> =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v.trim() !== '')) as Record<string, string>;

/** The audit log's pages (decision 0035): keyset, each page asking for the one after the last. Not persisted. */
export const auditQueries = {
  all: ['audit'] as const,
  pages: (f: AuditFilters) =>
    infiniteQueryOptions({
      queryKey: ['audit', queryOf(f)] as const,
      queryFn: ({ pageParam, signal }) =>
        request<AuditPageDto>('GET', '/audit', {
          signal,
          query: { ...queryOf(f), ...(pageParam ? { cursor: pageParam } : {}) },
        }),
      initialPageParam: '',
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
};

export const useAuditPages = (f: AuditFilters) => useInfiniteQuery(auditQueries.pages(f));

/** The filtered view as the server writes it (streamed CSV), saved as a file. */
export async function downloadAuditCsv(f: AuditFilters): Promise<void> {
  const res = await signedFetch(`/api/audit?${new URLSearchParams({ ...queryOf(f), format: 'csv' })}`);
  if (!res.ok) throw mapFailure(res.status, await res.json().catch(() => null));
  const blob = await res.blob().catch(() => {
    throw new ApiError(0, MSG.somethingWentWrong);
  });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = 'audit-log.csv';
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

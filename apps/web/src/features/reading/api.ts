import type { ReadingHistoryDto, ReadingOverviewDto } from '@school-ops/shared';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../lib/query-hooks.ts';
import { api, getDocument, withFields } from '../../lib/api-client.ts';

const ALL = ['reading'] as const;

export interface Period {
  from: string;
  to: string;
}

/** The reads of a child's reading journey (issue 21), one queryOptions each. */
export const readingQueries = {
  all: ALL,
  history: (studentId: string, p: Period) =>
    queryOptions({
      queryKey: [...ALL, 'history', studentId, p],
      queryFn: ({ signal }) =>
        getDocument<ReadingHistoryDto>(`/students/${studentId}/history`, { signal, query: { from: p.from, to: p.to } }),
    }),
  overview: (schoolName: string, month: string) =>
    queryOptions({
      queryKey: [...ALL, 'overview', schoolName, month],
      queryFn: ({ signal }) =>
        api
          .get('/reading/overview', { signal, query: { schoolName, month } })
          .then(withFields<ReadingOverviewDto>('documents', 'asOf', 'sameStageSessions')),
    }),
};

export const useReadingHistory = (studentId: string, p: Period) => useQuery(readingQueries.history(studentId, p));
export const useReadingOverview = (schoolName: string, month: string) =>
  useQuery(readingQueries.overview(schoolName, month));

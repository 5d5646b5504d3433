import type {
  CheckSessionBody,
  PerformanceKind,
  SessionDto,
  SessionMaterial,
  SessionStatus,
  SessionSummaryDto,
  UpdateSessionBody,
} from '@school-ops/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, pick, sendDocument, withFields } from '../../lib/api-client.ts';
import { takeEarly } from '../../lib/early.ts';
import { useIntervalWhileNotLive } from '../../lib/live-state.ts';
import { sessionsListPath, type SessionsFilter } from './list-path.ts';

export interface SessionsList {
  documents: SessionDto[];
  completedToday: number;
}

export interface SessionWithMaterial {
  document: SessionDto;
  material: SessionMaterial;
  /** For the teacher running a reading session: practise next and the last three results (issue 21). */
  summary?: SessionSummaryDto | null;
}

const ALL = ['sessions'] as const;
const LISTS = [...ALL, 'list'] as const;

/**
 * The reads of /sessions, one queryOptions each: every cache key and read of them comes from here. The day's
 * list keeps its key (['sessions', 'list', filter]): the persisted cache and the first paint's early request
 * (main.tsx, decision 0012) serve it.
 */
export const sessionQueries = {
  /** Every sessions query, for a change that may show anywhere (an import). */
  all: ALL,
  /** Every cached day's list, whatever its filter. */
  lists: LISTS,
  list: (f: SessionsFilter) => {
    const path = sessionsListPath(f);
    return queryOptions({
      queryKey: [...LISTS, f],
      queryFn: ({ signal }) =>
        (takeEarly(path) ?? api.get(path, { signal })).then(withFields<SessionsList>('documents', 'completedToday')),
    });
  },
  one: (id: string) =>
    queryOptions({
      queryKey: [...ALL, id],
      queryFn: ({ signal }) =>
        api.get(`/sessions/${id}`, { signal }).then(withFields<SessionWithMaterial>('document', 'material')),
    }),
  previous: (id: string) =>
    queryOptions({
      queryKey: [...ALL, id, 'previous'],
      queryFn: ({ signal }) =>
        api.get(`/sessions/${id}/previous`, { signal }).then((r) => pick<SessionDto | null>(r, 'document')),
    }),
};

export const useSessions = (f: SessionsFilter) =>
  // The day's list changes as colleagues start and finish sessions.
  useQuery({ ...sessionQueries.list(f), enabled: Boolean(f.date), refetchInterval: useIntervalWhileNotLive(30_000) });

export const useSession = (id: string) =>
  useQuery({ ...sessionQueries.one(id), refetchInterval: useIntervalWhileNotLive(15_000) });

export const usePreviousSession = (id: string, enabled: boolean) =>
  useQuery({ ...sessionQueries.previous(id), enabled });

/**
 * Every session write answers with the session: put it in the cache and in the cached lists (what a list's
 * controls show is then the saved state at once), and refresh the lists.
 */
function useSessionWrite<T>(id: string, write: (body: T) => Promise<SessionDto>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (doc) => {
      qc.setQueryData(sessionQueries.one(id).queryKey, (old) => (old ? { ...old, document: doc } : old));
      qc.setQueriesData<SessionsList>({ queryKey: sessionQueries.lists }, (old) =>
        old ? { ...old, documents: old.documents.map((d) => (d.id === doc.id ? doc : d)) } : old,
      );
      void qc.invalidateQueries({ queryKey: sessionQueries.lists });
    },
    onError: (err) => {
      // A conflict means this screen's copy is out of date (a colleague started it, a review ended): ask again.
      if (!(err instanceof ApiError && err.status === 409)) return;
      void qc.invalidateQueries({ queryKey: sessionQueries.one(id).queryKey, exact: true });
      void qc.invalidateQueries({ queryKey: sessionQueries.lists });
    },
  });
}

export const useSetStatus = (id: string) =>
  useSessionWrite(id, (status: SessionStatus) =>
    sendDocument<SessionDto>('PATCH', `/sessions/${id}/status`, { body: { status } }),
  );

export const useUpdateSession = (id: string) =>
  useSessionWrite(id, (body: UpdateSessionBody) => sendDocument<SessionDto>('PATCH', `/sessions/${id}`, { body }));

export const useCheckSession = (id: string) =>
  useSessionWrite(id, (body: CheckSessionBody) => sendDocument<SessionDto>('PATCH', `/sessions/${id}/check`, { body }));

/** Submitting a session's form completes it (or saves a supervisor's review). */
export const useSubmitPerformance = (id: string, kind: PerformanceKind) =>
  useSessionWrite(id, (body: object) =>
    sendDocument<SessionDto>('PATCH', `/sessions/${id}/performance/${kind}`, { body }),
  );

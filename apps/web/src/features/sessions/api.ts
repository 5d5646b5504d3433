import type {
  CheckSessionBody,
  PerformanceKind,
  SessionDto,
  SessionMaterial,
  SessionStatus,
  StudentDto,
  StudentReadingData,
  UpdateSessionBody,
} from '@school-ops/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, pick, sendDocument, withFields } from '../../lib/api-client.ts';
import { takeEarly } from '../../lib/early.ts';
import { sessionsListPath, type SessionsFilter } from './list-path.ts';

export interface SessionsList {
  documents: SessionDto[];
  completedToday: number;
}

export const sessionKeys = {
  all: ['sessions'] as const,
  list: (f: SessionsFilter) => ['sessions', 'list', f] as const,
  one: (id: string) => ['sessions', id] as const,
  previous: (id: string) => ['sessions', id, 'previous'] as const,
};

export function useSessions(f: SessionsFilter) {
  const path = sessionsListPath(f);
  return useQuery({
    queryKey: sessionKeys.list(f),
    queryFn: ({ signal }) =>
      (takeEarly(path) ?? api.get(path, { signal })).then(withFields<SessionsList>('documents', 'completedToday')),
    enabled: Boolean(f.date),
    // The day's list changes as colleagues start and finish sessions.
    refetchInterval: 30_000,
  });
}

export interface SessionWithMaterial {
  document: SessionDto;
  material: SessionMaterial;
}

export function useSession(id: string) {
  return useQuery({
    queryKey: sessionKeys.one(id),
    queryFn: ({ signal }) =>
      api.get(`/sessions/${id}`, { signal }).then(withFields<SessionWithMaterial>('document', 'material')),
    refetchInterval: 15_000,
  });
}

export function usePreviousSession(id: string, enabled: boolean) {
  return useQuery({
    queryKey: sessionKeys.previous(id),
    queryFn: ({ signal }) =>
      api.get(`/sessions/${id}/previous`, { signal }).then((r) => pick<SessionDto | null>(r, 'document')),
    enabled,
  });
}

/**
 * Every session write answers with the session: put it in the cache and in the cached lists (what a list's
 * controls show is then the saved state at once), and refresh the lists.
 */
function useSessionWrite<T>(id: string, write: (body: T) => Promise<SessionDto>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (doc) => {
      qc.setQueryData<SessionWithMaterial>(sessionKeys.one(id), (old) => (old ? { ...old, document: doc } : old));
      qc.setQueriesData<SessionsList>({ queryKey: ['sessions', 'list'] }, (old) =>
        old ? { ...old, documents: old.documents.map((d) => (d.id === doc.id ? doc : d)) } : old,
      );
      void qc.invalidateQueries({ queryKey: ['sessions', 'list'] });
    },
    onError: (err) => {
      // A conflict means this screen's copy is out of date (a colleague started it, a review ended): ask again.
      if (!(err instanceof ApiError && err.status === 409)) return;
      void qc.invalidateQueries({ queryKey: sessionKeys.one(id), exact: true });
      void qc.invalidateQueries({ queryKey: ['sessions', 'list'] });
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

/** The teacher sets a to-be-checked student's reading; the session can start afterwards. */
export function useSetStudentReading(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (reading: StudentReadingData) =>
      sendDocument<StudentDto>('PATCH', `/sessions/${id}/student-reading`, { body: { reading } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: sessionKeys.one(id) });
      void qc.invalidateQueries({ queryKey: ['sessions', 'list'] });
      void qc.invalidateQueries({ queryKey: ['students'] });
    },
  });
}

/** Submitting a session's form completes it (or saves a supervisor's review). */
export const useSubmitPerformance = (id: string, kind: PerformanceKind) =>
  useSessionWrite(id, (body: object) =>
    sendDocument<SessionDto>('PATCH', `/sessions/${id}/performance/${kind}`, { body }),
  );

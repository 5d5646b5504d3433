import type {
  CheckSessionBody,
  PerformanceKind,
  SessionDto,
  SessionMaterial,
  SessionStatus,
  SessionSummaryDto,
  UpdateSessionBody,
} from '@school-ops/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../lib/query-hooks.ts';
import { api, ApiError, pick, sendDocument, withFields } from '../../lib/api-client.ts';
import { i18n } from '../../lib/i18n/index.ts';
import { isUnreachable, sendOrKeep } from '../../lib/outbox/outbox.ts';
import { STATUS_TEXTS as MSG } from '../../lib/status-texts.ts';
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
 * list keeps its key (['sessions', 'list', filter]): the persisted cache and the entry's early read
 * (app/first-reads.ts, decision 0037) serve it.
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
      queryFn: ({ signal }) => api.get(path, { signal }).then(withFields<SessionsList>('documents', 'completedToday')),
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
function useSessionWrite<T, D extends SessionDto = SessionDto>(id: string, write: (body: T) => Promise<D>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: write,
    // A write that can wait for the network (sendOrKeep) runs offline too; the others fail at once, as before.
    networkMode: 'always',
    onSuccess: ({ queued, ...doc }: D & { queued?: true }) => {
      qc.setQueryData(sessionQueries.one(id).queryKey, (old) => (old ? { ...old, document: doc } : old));
      qc.setQueriesData<SessionsList>({ queryKey: sessionQueries.lists }, (old) =>
        old ? { ...old, documents: old.documents.map((d) => (d.id === doc.id ? doc : d)) } : old,
      );
      if (!queued) void qc.invalidateQueries({ queryKey: sessionQueries.lists });
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
    sendDocument<SessionDto>('PATCH', `/sessions/${id}/status`, { body: { status } }).catch((err: unknown) => {
      // Starting takes the session's lock on the server: it cannot wait for the network like a finished form.
      if (isUnreachable(err) && status === 'in progress') throw new ApiError(0, i18n.t('offline.startNeedsNetwork'));
      throw err;
    }),
  );

export const useUpdateSession = (id: string) =>
  useSessionWrite(id, (body: UpdateSessionBody) => sendDocument<SessionDto>('PATCH', `/sessions/${id}`, { body }));

export const useCheckSession = (id: string) =>
  useSessionWrite(id, (body: CheckSessionBody) => sendDocument<SessionDto>('PATCH', `/sessions/${id}/check`, { body }));

/** The session as this device shows it once its form is kept to be sent later: completed, nothing more to do. */
const completedHere = (doc: SessionDto): SessionDto => ({
  ...doc,
  status: 'completed',
  modifyingTeacherId: null,
  modifyingTeacher: null,
  statusText: null,
  // Still opened to be read; nothing else until the server has it.
  can: {
    ...(Object.fromEntries(Object.keys(doc.can).map((a) => [a, false])) as SessionDto['can']),
    open: doc.can.open,
  },
});

/**
 * Submitting a session's form completes it (or saves a supervisor's review). It survives a lost connection
 * (issue 20): without a network the form is kept on the device and sent when the network returns (`queued`),
 * and the screens show the session completed meanwhile.
 */
export function useSubmitPerformance(id: string, kind: PerformanceKind) {
  const qc = useQueryClient();
  const write = useSessionWrite(id, async (body: object): Promise<SessionDto & { queued?: true }> => {
    const shown = qc.getQueryData(sessionQueries.one(id).queryKey)?.document;
    const sent = await sendOrKeep<unknown>({
      method: 'PATCH',
      path: `/sessions/${id}/performance/${kind}`,
      body,
      recordId: id,
      label: { kind: 'sessionForm', form: kind, student: shown?.student.name ?? '', date: shown?.date ?? '' },
    });
    if (!sent.queued) return pick<SessionDto>(sent.body, 'document');
    if (!shown) throw new ApiError(0, MSG.somethingWentWrong);
    return { ...completedHere(shown), queued: true };
  });
  return write;
}

/** What a form says once submitted: its own words, or that it waits on this device for the network. */
export const doneText = (sent: { queued?: true }, text: string) => (sent.queued ? i18n.t('offline.keptToSend') : text);

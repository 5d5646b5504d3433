import type {
  MyPickupsResponse,
  PickupDto,
  PickupsResponse,
  PickupStatus,
  UpdatePickupInput,
} from '@school-ops/shared';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useQuery } from '../../lib/query-hooks.ts';
import { api, ApiError, pick, sendDocument, withFields } from '../../lib/api-client.ts';
import { sendOrKeep } from '../../lib/outbox/outbox.ts';
import { STATUS_TEXTS as MSG } from '../../lib/status-texts.ts';

const ALL = ['pickups'] as const;
const MINE = [...ALL, 'mine'] as const;

/** The reads of /pickups, one queryOptions each: every cache key and read of them comes from here. */
export const pickupQueries = {
  /** Every pickups query, for a change that may show anywhere (an import). */
  all: ALL,
  /** Every person's My Pickups, whatever the day. */
  mine: MINE,
  list: (schoolName: string, date: string) =>
    queryOptions({
      queryKey: [...ALL, 'list', schoolName, date],
      queryFn: ({ signal }) =>
        api
          .get(`/pickups?${new URLSearchParams({ schoolName, date })}`, { signal })
          .then(withFields<PickupsResponse>('pickups', 'shifts')),
    }),
  ofPerson: (userId: string, date: string) =>
    queryOptions({
      queryKey: [...MINE, userId, date],
      queryFn: ({ signal }) =>
        api
          .get(`/pickups/my-pickups/${userId}?${new URLSearchParams({ date })}`, { signal })
          .then(withFields<MyPickupsResponse>('pickups', 'shifts', 'hasShift')),
    }),
};

/** A changed pickup is merged by id into every cached list that holds it. */
function merge(qc: QueryClient, doc: PickupDto) {
  qc.setQueriesData<PickupsResponse | MyPickupsResponse>({ queryKey: pickupQueries.all }, (old) =>
    old && old.pickups.some((p) => p.id === doc.id)
      ? { ...old, pickups: old.pickups.map((p) => (p.id === doc.id ? doc : p)) }
      : old,
  );
}

export const usePickups = (schoolName: string, date: string) =>
  useQuery({ ...pickupQueries.list(schoolName, date), enabled: Boolean(schoolName && date) });

export const useMyPickups = (userId: string | undefined, date: string) =>
  useQuery({ ...pickupQueries.ofPerson(userId ?? '', date), enabled: Boolean(userId && date) });

export function useUpdatePickup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdatePickupInput }) =>
      sendDocument<PickupDto>('PATCH', `/pickups/${id}`, { body }),
    onSuccess: (doc) => {
      merge(qc, doc);
      // Assignment changes who sees the pickup in My Pickups.
      void qc.invalidateQueries({ queryKey: pickupQueries.mine });
    },
  });
}

/** The pickup as a cached list shows it. */
function shownPickup(qc: QueryClient, id: string): PickupDto | undefined {
  for (const [, data] of qc.getQueriesData<PickupsResponse | MyPickupsResponse>({ queryKey: pickupQueries.all })) {
    const found = data?.pickups.find((p) => p.id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * A pick-up step survives a lost connection (issue 20): an escort walking to a station steps it anyway; the step
 * is kept on the device and sent by itself later (`queued`), and the card shows it taken meanwhile.
 */
export function useSetPickupStatus() {
  const qc = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ id, status, statusText }: { id: string; status: PickupStatus; statusText: string }) => {
      const shown = shownPickup(qc, id);
      const sent = await sendOrKeep<unknown>({
        method: 'PATCH',
        path: `/pickups/${id}/status`,
        body: { status },
        recordId: id,
        label: {
          kind: 'pickupStep',
          status: statusText,
          place: shown?.location ?? '',
          time: shown?.timeToLeave ?? shown?.timeToPickup ?? '',
        },
      });
      if (!sent.queued) return { doc: pick<PickupDto>(sent.body, 'document'), queued: false };
      if (!shown) throw new ApiError(0, MSG.somethingWentWrong);
      return { doc: { ...shown, status, lastUpdate: new Date().toISOString() }, queued: true };
    },
    onSuccess: ({ doc }) => merge(qc, doc),
  });
}

import type {
  MyPickupsResponse,
  PickupDto,
  PickupsResponse,
  PickupStatus,
  UpdatePickupInput,
} from '@school-ops/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, sendDocument, withFields } from '../../lib/api-client.ts';

export const pickupKeys = {
  all: ['pickups'] as const,
  list: (schoolName: string, date: string) => ['pickups', 'list', schoolName, date] as const,
  mine: (userId: string, date: string) => ['pickups', 'mine', userId, date] as const,
};

/** A changed pickup is merged by id into every cached list that holds it. */
function merge(qc: QueryClient, doc: PickupDto) {
  qc.setQueriesData<PickupsResponse | MyPickupsResponse>({ queryKey: pickupKeys.all }, (old) =>
    old && old.pickups.some((p) => p.id === doc.id)
      ? { ...old, pickups: old.pickups.map((p) => (p.id === doc.id ? doc : p)) }
      : old,
  );
}

export function usePickups(schoolName: string, date: string) {
  return useQuery({
    queryKey: pickupKeys.list(schoolName, date),
    queryFn: ({ signal }) =>
      api
        .get(`/pickups?${new URLSearchParams({ schoolName, date })}`, { signal })
        .then(withFields<PickupsResponse>('pickups', 'shifts')),
    enabled: Boolean(schoolName && date),
  });
}

export function useMyPickups(userId: string | undefined, date: string) {
  return useQuery({
    queryKey: pickupKeys.mine(userId ?? '', date),
    queryFn: ({ signal }) =>
      api
        .get(`/pickups/my-pickups/${userId}?${new URLSearchParams({ date })}`, { signal })
        .then(withFields<MyPickupsResponse>('pickups', 'shifts', 'hasShift')),
    enabled: Boolean(userId && date),
  });
}

export function useUpdatePickup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdatePickupInput }) =>
      sendDocument<PickupDto>('PATCH', `/pickups/${id}`, { body }),
    onSuccess: (doc) => {
      merge(qc, doc);
      // Assignment changes who sees the pickup in My Pickups.
      void qc.invalidateQueries({ queryKey: ['pickups', 'mine'] });
    },
  });
}

export function useSetPickupStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: PickupStatus }) =>
      sendDocument<PickupDto>('PATCH', `/pickups/${id}/status`, { body: { status } }),
    onSuccess: (doc) => merge(qc, doc),
  });
}

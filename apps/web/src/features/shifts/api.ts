import type {
  AvailabilityInput,
  AvailabilityResponse,
  CreateShiftInput,
  ManageShiftsResponse,
  PartTimerDataDto,
  ShiftDto,
  ShiftUpdate,
  UpdateShiftData,
  UserDto,
} from '@school-ops/shared';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useQuery } from '../../lib/query-hooks.ts';
import { api, getDocument, getDocuments, pick, request, sendDocument, withFields } from '../../lib/api-client.ts';

/** A month is asked for by any date in it: the first keeps the cache key stable. */
export const monthKey = (date: string) => `${date.slice(0, 7)}-01`;

const ALL = ['shifts'] as const;
const AVAILABILITY = [...ALL, 'availability'] as const;
const MANAGE = [...ALL, 'manage'] as const;
const PART_TIME_DATA = [...ALL, 'part-time-data'] as const;
const MY_SHIFT = [...ALL, 'my-shift'] as const;

/** The reads of /shifts, one queryOptions each: every cache key and read of them comes from here. */
export const shiftQueries = {
  /** Every shifts query, for a change that may show anywhere (an import, a user's future shifts deleted). */
  all: ALL,
  availability: (userId: string, month: string) =>
    queryOptions({
      queryKey: [...AVAILABILITY, userId, monthKey(month)],
      queryFn: ({ signal }) =>
        api
          .get(`/shifts/availability?${new URLSearchParams({ shiftDate: monthKey(month), userId })}`, { signal })
          .then(withFields<AvailabilityResponse>('shifts', 'canSubmit')),
    }),
  manage: (date: string, schoolName: string) =>
    queryOptions({
      queryKey: [...MANAGE, date, schoolName],
      queryFn: ({ signal }) =>
        api
          .get(`/shifts/manage?${new URLSearchParams({ date, schoolName })}`, { signal })
          .then(withFields<ManageShiftsResponse>('shifts', 'canSubmit', 'registrationNumbers')),
    }),
  partTimeData: (month: string) =>
    queryOptions({
      queryKey: [...PART_TIME_DATA, monthKey(month)],
      queryFn: async ({ signal }) =>
        pick<PartTimerDataDto[]>(
          await request<Record<string, unknown>>('GET', `/shifts/part-time-data?date=${monthKey(month)}`, { signal }),
          'data',
        ),
    }),
  myShift: (userId: string, date: string) =>
    queryOptions({
      queryKey: [...MY_SHIFT, userId, date],
      queryFn: ({ signal }) => getDocuments<ShiftDto>(`/shifts/my-shift/${userId}?date=${date}`, { signal }),
    }),
  one: (id: string) =>
    queryOptions({
      queryKey: [...ALL, id],
      queryFn: ({ signal }) => getDocument<ShiftDto>(`/shifts/${id}`, { signal }),
    }),
  canSubmit: () =>
    queryOptions({
      queryKey: [...ALL, 'can-submit'],
      queryFn: ({ signal }) => getDocument<{ canSubmit: boolean }>('/shifts/can-submit', { signal }),
    }),
  staff: () =>
    queryOptions({
      queryKey: [...ALL, 'staff'],
      queryFn: ({ signal }) => getDocuments<UserDto>('/shifts/staff', { signal }),
    }),
};

/** Every view of shifts may show a changed shift: lists are refetched, the shift itself merged. */
function changed(qc: QueryClient, docs: ShiftDto[] = []) {
  for (const doc of docs) qc.setQueryData(shiftQueries.one(doc.id).queryKey, doc);
  for (const views of [AVAILABILITY, MANAGE, PART_TIME_DATA, MY_SHIFT]) void qc.invalidateQueries({ queryKey: views });
}

export const useAvailability = (userId: string, month: string) => useQuery(shiftQueries.availability(userId, month));

export function useSubmitAvailability() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (items: AvailabilityInput[]) => {
      // One date at a time, in order: each answer says what happened to that date.
      const out: ShiftDto[] = [];
      for (const item of items) out.push(await sendDocument<ShiftDto>('POST', '/shifts/availability', { body: item }));
      return out;
    },
    onSettled: (docs) => changed(qc, docs),
  });
}

export function useClearAvailability() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      for (const id of ids) await sendDocument<ShiftDto>('DELETE', `/shifts/availability/${id}`);
    },
    onSettled: () => changed(qc),
  });
}

export const useManageShifts = (date: string, schoolName: string) =>
  useQuery({ ...shiftQueries.manage(date, schoolName), enabled: Boolean(date && schoolName) });

/** The global submission switch: shown whether or not a school is chosen. */
export const useCanSubmit = () => useQuery(shiftQueries.canSubmit());

export function useSetCanSubmit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (canSubmit: boolean) =>
      sendDocument<{ canSubmit: boolean }>('PATCH', '/shifts/can-submit', { body: { canSubmit } }),
    onSuccess: (doc) => {
      qc.setQueryData(shiftQueries.canSubmit().queryKey, doc);
      changed(qc);
    },
  });
}

export function useUpdateMany() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (updates: ShiftUpdate[]) =>
      pick<ShiftDto[]>(await api.patch<Record<string, unknown>>('/shifts/update-many', { updates }), 'documents'),
    onSuccess: (docs) => changed(qc, docs),
  });
}

export const useShift = (id: string) => useQuery(shiftQueries.one(id));

export function useCreateShift() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (data: CreateShiftInput) => sendDocument<ShiftDto>('POST', '/shifts', { body: data }),
    onSuccess: (doc) => changed(qc, [doc]),
  });
}

export function useUpdateShift(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (data: UpdateShiftData) => sendDocument<ShiftDto>('PATCH', `/shifts/${id}`, { body: data }),
    onSuccess: (doc) => changed(qc, [doc]),
  });
}

export function useDeleteShift(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => sendDocument<ShiftDto>('DELETE', `/shifts/${id}`),
    // The shift's own query is left alone: refetching a deleted shift would 404 and leave the page.
    onSuccess: () => changed(qc),
  });
}

export const usePartTimeData = (month: string) => useQuery(shiftQueries.partTimeData(month));

export const useMyShifts = (userId: string | undefined, date: string) =>
  useQuery({ ...shiftQueries.myShift(userId ?? '', date), enabled: Boolean(userId) });

/** Everyone who may hold a shift (supervisors too): New Shift's teacher picker. */
export const useShiftStaff = () => useQuery(shiftQueries.staff());

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
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, getDocument, getDocuments, pick, request, sendDocument, withFields } from '../../lib/api-client.ts';

export const shiftKeys = {
  all: ['shifts'] as const,
  availability: (userId: string, month: string) => ['shifts', 'availability', userId, month] as const,
  manage: (date: string, schoolName: string) => ['shifts', 'manage', date, schoolName] as const,
  partTimeData: (month: string) => ['shifts', 'part-time-data', month] as const,
  myShift: (userId: string, date: string) => ['shifts', 'my-shift', userId, date] as const,
  one: (id: string) => ['shifts', id] as const,
  canSubmit: ['shifts', 'can-submit'] as const,
  staff: ['shifts', 'staff'] as const,
};

/** Every view of shifts may show a changed shift: lists are refetched, the shift itself merged. */
function changed(qc: QueryClient, docs: ShiftDto[] = []) {
  for (const doc of docs) qc.setQueryData(shiftKeys.one(doc.id), doc);
  void qc.invalidateQueries({
    queryKey: shiftKeys.all,
    predicate: (q) =>
      typeof q.queryKey[1] === 'string' &&
      ['availability', 'manage', 'part-time-data', 'my-shift'].includes(q.queryKey[1]),
  });
}

/** A month is asked for by any date in it: the first keeps the cache key stable. */
export const monthKey = (date: string) => `${date.slice(0, 7)}-01`;

export function useAvailability(userId: string, month: string) {
  return useQuery({
    queryKey: shiftKeys.availability(userId, monthKey(month)),
    queryFn: ({ signal }) =>
      api
        .get(`/shifts/availability?${new URLSearchParams({ shiftDate: monthKey(month), userId })}`, { signal })
        .then(withFields<AvailabilityResponse>('shifts', 'canSubmit')),
  });
}

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

export function useManageShifts(date: string, schoolName: string) {
  return useQuery({
    queryKey: shiftKeys.manage(date, schoolName),
    queryFn: ({ signal }) =>
      api
        .get(`/shifts/manage?${new URLSearchParams({ date, schoolName })}`, { signal })
        .then(withFields<ManageShiftsResponse>('shifts', 'canSubmit', 'registrationNumbers')),
    enabled: Boolean(date && schoolName),
  });
}

/** The global submission switch: shown whether or not a school is chosen. */
export function useCanSubmit() {
  return useQuery({
    queryKey: shiftKeys.canSubmit,
    queryFn: ({ signal }) => getDocument<{ canSubmit: boolean }>('/shifts/can-submit', { signal }),
  });
}

export function useSetCanSubmit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (canSubmit: boolean) =>
      sendDocument<{ canSubmit: boolean }>('PATCH', '/shifts/can-submit', { body: { canSubmit } }),
    onSuccess: (doc) => {
      qc.setQueryData(shiftKeys.canSubmit, doc);
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

export function useShift(id: string) {
  return useQuery({
    queryKey: shiftKeys.one(id),
    queryFn: ({ signal }) => getDocument<ShiftDto>(`/shifts/${id}`, { signal }),
  });
}

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

export function usePartTimeData(month: string) {
  return useQuery({
    queryKey: shiftKeys.partTimeData(monthKey(month)),
    queryFn: async ({ signal }) =>
      pick<PartTimerDataDto[]>(
        await request<Record<string, unknown>>('GET', `/shifts/part-time-data?date=${monthKey(month)}`, { signal }),
        'data',
      ),
  });
}

export function useMyShifts(userId: string | undefined, date: string) {
  return useQuery({
    queryKey: shiftKeys.myShift(userId ?? '', date),
    queryFn: ({ signal }) => getDocuments<ShiftDto>(`/shifts/my-shift/${userId}?date=${date}`, { signal }),
    enabled: Boolean(userId),
  });
}

/** Everyone who may hold a shift (supervisors too): New Shift's teacher picker. */
export function useShiftStaff() {
  return useQuery({
    queryKey: shiftKeys.staff,
    queryFn: ({ signal }) => getDocuments<UserDto>('/shifts/staff', { signal }),
  });
}

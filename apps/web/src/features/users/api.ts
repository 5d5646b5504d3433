import type { CreateUserData, GeneratedCredentials, UpdateUserData, UserDto } from '@school-ops/shared';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useQuery } from '../../lib/query-hooks.ts';
import { api, getDocument, getDocuments, sendDocument } from '../../lib/api-client.ts';
import { shiftQueries } from '../shifts/index.ts';

/**
 * The reads of /users, one queryOptions each: every cache key and read of them comes from here. The teachers
 * (GET /users/teachers…) are the same people, served under /users: their screens use these too.
 */
export const userQueries = {
  list: () =>
    queryOptions({ queryKey: ['users'], queryFn: ({ signal }) => getDocuments<UserDto>('/users', { signal }) }),
  one: (id: string) =>
    queryOptions({
      queryKey: ['users', id],
      queryFn: ({ signal }) => getDocument<UserDto>(`/users/${id}`, { signal }),
    }),
  teachers: () =>
    queryOptions({
      queryKey: ['teachers'],
      queryFn: ({ signal }) => getDocuments<UserDto>('/users/teachers', { signal }),
    }),
  teacher: (id: string) =>
    queryOptions({
      queryKey: ['teachers', id],
      queryFn: ({ signal }) => getDocument<UserDto>(`/users/teachers/${id}`, { signal }),
    }),
};

export interface UserWithCredentials {
  document: UserDto;
  credentials: GeneratedCredentials;
}

export const useUsers = () => useQuery(userQueries.list());
export const useUser = (id: string) => useQuery(userQueries.one(id));

/** The teachers list holds the same people: any change of a user makes it stale (with every teacher in it). */
const teachersChanged = (qc: QueryClient) => void qc.invalidateQueries({ queryKey: userQueries.teachers().queryKey });

function merge(qc: QueryClient, doc: UserDto) {
  qc.setQueryData(userQueries.one(doc.id).queryKey, doc);
  qc.setQueryData(userQueries.list().queryKey, (list) => list?.map((u) => (u.id === doc.id ? doc : u)));
  teachersChanged(qc);
}

export function useCreateUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (data: CreateUserData) => api.post<UserWithCredentials>('/users', data),
    onSuccess: ({ document }) => {
      qc.setQueryData(userQueries.one(document.id).queryKey, document);
      void qc.invalidateQueries({ queryKey: userQueries.list().queryKey, exact: true });
      teachersChanged(qc);
    },
  });
}

export function useUpdateUser(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (data: UpdateUserData) => sendDocument<UserDto>('PATCH', `/users/${id}`, { body: data }),
    onSuccess: (doc) => merge(qc, doc),
  });
}

export function useResetCredentials(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.patch<UserWithCredentials>(`/users/${id}/reset-credentials`),
    onSuccess: ({ document }) => merge(qc, document),
  });
}

export function useDeleteFutureShifts(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<unknown>(`/users/${id}/shifts`),
    onSuccess: () => void qc.invalidateQueries({ queryKey: shiftQueries.all }),
  });
}

export function useDeleteUser(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => sendDocument<UserDto>('DELETE', `/users/${id}`),
    // The detail query is left alone: refetching a deleted user would 404 and leave the page.
    onSuccess: () => {
      qc.setQueryData(userQueries.list().queryKey, (list) => list?.filter((u) => u.id !== id));
      teachersChanged(qc);
    },
  });
}

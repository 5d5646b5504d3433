import type { CreateUserData, GeneratedCredentials, UpdateUserData, UserDto } from '@school-ops/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, getDocument, getDocuments, sendDocument } from '../../lib/api-client.ts';

export const usersKey = ['users'] as const;
export const userKey = (id: string) => ['users', id] as const;
// The teachers feature lists the same people, so its cache goes stale with ours.
const teachersKey = ['teachers'] as const;

export interface UserWithCredentials {
  document: UserDto;
  credentials: GeneratedCredentials;
}

export function useUsers() {
  return useQuery({ queryKey: usersKey, queryFn: ({ signal }) => getDocuments<UserDto>('/users', { signal }) });
}

export function useUser(id: string) {
  return useQuery({ queryKey: userKey(id), queryFn: ({ signal }) => getDocument<UserDto>(`/users/${id}`, { signal }) });
}

function merge(qc: QueryClient, doc: UserDto) {
  qc.setQueryData(userKey(doc.id), doc);
  qc.setQueryData<UserDto[]>(usersKey, (list) => list?.map((u) => (u.id === doc.id ? doc : u)));
  void qc.invalidateQueries({ queryKey: teachersKey });
}

export function useCreateUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (data: CreateUserData) => api.post<UserWithCredentials>('/users', data),
    onSuccess: ({ document }) => {
      qc.setQueryData(userKey(document.id), document);
      void qc.invalidateQueries({ queryKey: usersKey, exact: true });
      void qc.invalidateQueries({ queryKey: teachersKey });
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
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['shifts'] }),
  });
}

export function useDeleteUser(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => sendDocument<UserDto>('DELETE', `/users/${id}`),
    // The detail query is left alone: refetching a deleted user would 404 and leave the page.
    onSuccess: () => {
      qc.setQueryData<UserDto[]>(usersKey, (list) => list?.filter((u) => u.id !== id));
      void qc.invalidateQueries({ queryKey: teachersKey });
    },
  });
}

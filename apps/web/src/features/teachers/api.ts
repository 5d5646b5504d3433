import type { UpdateTeacherData, UserDto } from '@school-ops/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getDocument, getDocuments, sendDocument } from '../../lib/api-client.ts';

export const teachersKey = ['teachers'] as const;
export const teacherKey = (id: string) => ['teachers', id] as const;
// The users feature caches the same people.
const usersKey = ['users'] as const;

export function useTeachers() {
  return useQuery({
    queryKey: teachersKey,
    queryFn: ({ signal }) => getDocuments<UserDto>('/users/teachers', { signal }),
  });
}

export function useTeacher(id: string) {
  return useQuery({
    queryKey: teacherKey(id),
    queryFn: ({ signal }) => getDocument<UserDto>(`/users/teachers/${id}`, { signal }),
  });
}

export function useUpdateTeacher(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (data: UpdateTeacherData) => sendDocument<UserDto>('PATCH', `/users/teachers/${id}`, { body: data }),
    onSuccess: (doc) => {
      qc.setQueryData(teacherKey(doc.id), doc);
      qc.setQueryData<UserDto[]>(teachersKey, (list) => list?.map((t) => (t.id === doc.id ? doc : t)));
      void qc.invalidateQueries({ queryKey: usersKey });
    },
  });
}

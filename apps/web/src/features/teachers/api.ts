import type { UpdateTeacherData, UserDto } from '@school-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../lib/query-hooks.ts';
import { sendDocument } from '../../lib/api-client.ts';
import { userQueries } from '../users/index.ts';

// The teachers are read from /users/teachers, whose queries the users feature owns.
export const useTeachers = () => useQuery(userQueries.teachers());
export const useTeacher = (id: string) => useQuery(userQueries.teacher(id));

export function useUpdateTeacher(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (data: UpdateTeacherData) => sendDocument<UserDto>('PATCH', `/users/teachers/${id}`, { body: data }),
    onSuccess: (doc) => {
      qc.setQueryData(userQueries.teacher(doc.id).queryKey, doc);
      qc.setQueryData(userQueries.teachers().queryKey, (list) => list?.map((t) => (t.id === doc.id ? doc : t)));
      // The users screens cache the same people: the list and each user.
      void qc.invalidateQueries({ queryKey: userQueries.list().queryKey });
    },
  });
}

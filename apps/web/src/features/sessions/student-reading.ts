import type { StudentDto, StudentReadingData } from '@school-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendDocument } from '../../lib/api-client.ts';
import { studentQueries } from '../students/index.ts';
import { sessionQueries } from './api.ts';

/*
 * Apart from api.ts on purpose: it refreshes the students feature's queries, and importing that feature's public
 * surface (with its reading form) from api.ts would put the form's code into the sessions list's first load
 * (signed-in-core, decision 0012).
 */

/** The teacher sets a to-be-checked student's reading; the session can start afterwards. */
export function useSetStudentReading(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (reading: StudentReadingData) =>
      sendDocument<StudentDto>('PATCH', `/sessions/${id}/student-reading`, { body: { reading } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: sessionQueries.one(id).queryKey });
      void qc.invalidateQueries({ queryKey: sessionQueries.lists });
      void qc.invalidateQueries({ queryKey: studentQueries.all });
    },
  });
}

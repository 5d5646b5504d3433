import { compareManuals, type CreateManualsData, type ManualDto, type ManualFields } from '@school-ops/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../lib/query-hooks.ts';
import { api, getDocuments, sendDocument } from '../../lib/api-client.ts';

/** The read of /manuals: its cache key and read come from here. */
export const manualQueries = {
  list: () =>
    queryOptions({ queryKey: ['manuals'], queryFn: ({ signal }) => getDocuments<ManualDto>('/manuals', { signal }) }),
};

export const useManuals = () => useQuery(manualQueries.list());

export function useCreateManuals() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (data: CreateManualsData) => api.post<{ documents: ManualDto[] }>('/manuals', data),
    onSuccess: () => void qc.invalidateQueries({ queryKey: manualQueries.list().queryKey }),
  });
}

export function useUpdateManual(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (data: ManualFields) => sendDocument<ManualDto>('PATCH', `/manuals/${id}`, { body: data }),
    // Merged by id and put back in the spec's order (a new name can move it).
    onSuccess: (doc) =>
      qc.setQueryData(manualQueries.list().queryKey, (list) =>
        list?.map((m) => (m.id === doc.id ? doc : m)).sort(compareManuals),
      ),
  });
}

export function useDeleteManual(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => sendDocument<ManualDto>('DELETE', `/manuals/${id}`),
    onSuccess: () => qc.setQueryData(manualQueries.list().queryKey, (list) => list?.filter((m) => m.id !== id)),
  });
}

import type { SpellingCategoryDto } from '@school-ops/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../lib/query-hooks.ts';
import { getDocument, getDocuments, sendDocument } from '../../lib/api-client.ts';

/** The reads of /spelling-categories, one queryOptions each: every cache key and read of them comes from here. */
export const spellingCategoryQueries = {
  /** Every category; the reading form (students) chooses from it too. */
  list: () =>
    queryOptions({
      queryKey: ['spelling-categories'],
      queryFn: ({ signal }) => getDocuments<SpellingCategoryDto>('/spelling-categories', { signal }),
    }),
  one: (id: string) =>
    queryOptions({
      queryKey: ['spelling-categories', id],
      queryFn: ({ signal }) => getDocument<SpellingCategoryDto>(`/spelling-categories/${id}`, { signal }),
    }),
};

export const useSpellingCategories = () => useQuery(spellingCategoryQueries.list());
export const useSpellingCategory = (id: string) => useQuery(spellingCategoryQueries.one(id));

const listKey = spellingCategoryQueries.list().queryKey;

/** POST and PATCH are multipart: formValues (JSON) plus one file part per new GIF. */
export function useCreateSpellingCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => sendDocument<SpellingCategoryDto>('POST', '/spelling-categories', { form }),
    onSuccess: (doc) => {
      qc.setQueryData(spellingCategoryQueries.one(doc.id).queryKey, doc);
      void qc.invalidateQueries({ queryKey: listKey, exact: true });
    },
  });
}

export function useUpdateSpellingCategory(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => sendDocument<SpellingCategoryDto>('PATCH', `/spelling-categories/${id}`, { form }),
    onSuccess: (doc) => {
      qc.setQueryData(spellingCategoryQueries.one(doc.id).queryKey, doc);
      // Level and order may have changed, and with them the list's order: ask again.
      void qc.invalidateQueries({ queryKey: listKey, exact: true });
    },
  });
}

export function useDeleteSpellingCategory(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => sendDocument<SpellingCategoryDto>('DELETE', `/spelling-categories/${id}`),
    // The detail query is left alone: refetching a deleted category would 404 and leave the page.
    onSuccess: () => {
      qc.setQueryData(listKey, (list) => list?.filter((c) => c.id !== id));
    },
  });
}

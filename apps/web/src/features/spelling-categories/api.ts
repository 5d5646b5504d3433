import type { SpellingCategoryDto } from '@school-ops/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getDocument, getDocuments, sendDocument } from '../../lib/api-client.ts';

export const spellingCategoriesKey = ['spelling-categories'] as const;
export const spellingCategoryKey = (id: string) => ['spelling-categories', id] as const;

export function useSpellingCategories() {
  return useQuery({
    queryKey: spellingCategoriesKey,
    queryFn: ({ signal }) => getDocuments<SpellingCategoryDto>('/spelling-categories', { signal }),
  });
}

export function useSpellingCategory(id: string) {
  return useQuery({
    queryKey: spellingCategoryKey(id),
    queryFn: ({ signal }) => getDocument<SpellingCategoryDto>(`/spelling-categories/${id}`, { signal }),
  });
}

/** POST and PATCH are multipart: formValues (JSON) plus one file part per new GIF. */
export function useCreateSpellingCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => sendDocument<SpellingCategoryDto>('POST', '/spelling-categories', { form }),
    onSuccess: (doc) => {
      qc.setQueryData(spellingCategoryKey(doc.id), doc);
      void qc.invalidateQueries({ queryKey: spellingCategoriesKey, exact: true });
    },
  });
}

export function useUpdateSpellingCategory(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => sendDocument<SpellingCategoryDto>('PATCH', `/spelling-categories/${id}`, { form }),
    onSuccess: (doc) => {
      qc.setQueryData(spellingCategoryKey(doc.id), doc);
      // Level and order may have changed, and with them the list's order: ask again.
      void qc.invalidateQueries({ queryKey: spellingCategoriesKey, exact: true });
    },
  });
}

export function useDeleteSpellingCategory(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => sendDocument<SpellingCategoryDto>('DELETE', `/spelling-categories/${id}`),
    // The detail query is left alone: refetching a deleted category would 404 and leave the page.
    onSuccess: () => {
      qc.setQueryData<SpellingCategoryDto[]>(spellingCategoriesKey, (list) => list?.filter((c) => c.id !== id));
    },
  });
}

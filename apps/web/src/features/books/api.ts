import { compareBooks, type BookDto, type CreateBookData, type UpdateBookData } from '@school-ops/shared';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useQuery } from '../../lib/query-hooks.ts';
import { getDocument, getDocuments, sendDocument } from '../../lib/api-client.ts';

/** The reads of /books, one queryOptions each: every cache key and read of them comes from here. */
export const bookQueries = {
  /** Every book, in reading order; the reading form (students) chooses from it too. */
  list: () =>
    queryOptions({ queryKey: ['books'], queryFn: ({ signal }) => getDocuments<BookDto>('/books', { signal }) }),
  one: (id: string) =>
    queryOptions({
      queryKey: ['books', id],
      queryFn: ({ signal }) => getDocument<BookDto>(`/books/${id}`, { signal }),
    }),
};

export const useBooks = () => useQuery(bookQueries.list());
export const useBook = (id: string) => useQuery(bookQueries.one(id));

/** Merges a changed book into the list by id, keeping the list's order (level, order, part). */
function merge(qc: QueryClient, doc: BookDto) {
  qc.setQueryData(bookQueries.one(doc.id).queryKey, doc);
  qc.setQueryData(bookQueries.list().queryKey, (list) => {
    if (!list) return list;
    const others = list.filter((b) => b.id !== doc.id);
    return [...others, doc].sort(compareBooks);
  });
}

export function useCreateBook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (data: CreateBookData) => sendDocument<BookDto>('POST', '/books', { body: data }),
    onSuccess: (doc) => merge(qc, doc),
  });
}

export function useUpdateBook(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (data: UpdateBookData) => sendDocument<BookDto>('PATCH', `/books/${id}`, { body: data }),
    onSuccess: (doc) => merge(qc, doc),
  });
}

export function useUploadCover(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('coverImage', file);
      return sendDocument<BookDto>('PATCH', `/books/${id}/image`, { form });
    },
    onSuccess: (doc) => merge(qc, doc),
  });
}

export function useDeleteBook(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => sendDocument<BookDto>('DELETE', `/books/${id}`),
    // The detail query is left alone: refetching a deleted book would 404 and leave the page.
    onSuccess: () => {
      qc.setQueryData(bookQueries.list().queryKey, (list) => list?.filter((b) => b.id !== id));
    },
  });
}

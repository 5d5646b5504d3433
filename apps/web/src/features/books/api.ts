import { compareBooks, type BookDto, type CreateBookData, type UpdateBookData } from '@school-ops/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getDocument, getDocuments, sendDocument } from '../../lib/api-client.ts';

export const booksKey = ['books'] as const;
export const bookKey = (id: string) => ['books', id] as const;

export function useBooks() {
  return useQuery({ queryKey: booksKey, queryFn: ({ signal }) => getDocuments<BookDto>('/books', { signal }) });
}

export function useBook(id: string) {
  return useQuery({ queryKey: bookKey(id), queryFn: ({ signal }) => getDocument<BookDto>(`/books/${id}`, { signal }) });
}

/** Merges a changed book into the list by id, keeping the list's order (level, order, part). */
function merge(qc: QueryClient, doc: BookDto) {
  qc.setQueryData(bookKey(doc.id), doc);
  qc.setQueryData<BookDto[]>(booksKey, (list) => {
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
      qc.setQueryData<BookDto[]>(booksKey, (list) => list?.filter((b) => b.id !== id));
    },
  });
}

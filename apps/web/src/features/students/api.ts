import {
  compareBooks,
  type StudentBookRef,
  type StudentDto,
  type StudentReadingData,
  type StudentSpellingCategoryRef,
  type UpdateStudentData,
} from '@school-ops/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useQuery } from '../../lib/query-hooks.ts';
import { getDocument, getDocuments, sendDocument } from '../../lib/api-client.ts';
import { bookQueries } from '../books/index.ts';
import { spellingCategoryQueries } from '../spelling-categories/index.ts';

const ALL = ['students'] as const;

/** The reads of /students, one queryOptions each: every cache key and read of them comes from here. */
export const studentQueries = {
  /** Every students query, for a change that may show anywhere (a session's reading, an import, the settings). */
  all: ALL,
  search: (search: string) =>
    queryOptions({
      queryKey: [...ALL, { search }],
      queryFn: ({ signal }) =>
        getDocuments<StudentDto>(search ? `/students?search=${encodeURIComponent(search)}` : '/students', { signal }),
    }),
  one: (id: string) =>
    queryOptions({
      queryKey: [...ALL, id],
      queryFn: ({ signal }) => getDocument<StudentDto>(`/students/${id}`, { signal }),
    }),
};

export const useStudents = (search: string) =>
  // While a new search loads, the last list stays on screen instead of a spinner per keystroke.
  useQuery({ ...studentQueries.search(search), placeholderData: keepPreviousData });

export const useStudent = (id: string) => useQuery(studentQueries.one(id));

/** The changed student replaces its entry (by id) in the detail and in every cached search. */
function merge(qc: QueryClient, doc: StudentDto) {
  qc.setQueryData(studentQueries.one(doc.id).queryKey, doc);
  qc.setQueriesData<StudentDto[]>(
    // The searches: their keys end in an object, a student's in its id.
    { queryKey: studentQueries.all, predicate: (q) => typeof q.queryKey[1] === 'object' },
    (list) => list?.map((s) => (s.id === doc.id ? doc : s)),
  );
}

export function useUpdateStudent(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (data: UpdateStudentData) => sendDocument<StudentDto>('PATCH', `/students/${id}`, { body: data }),
    onSuccess: (doc) => merge(qc, doc),
  });
}

export function useUpdateReading(id: string) {
  const update = useUpdateStudent(id);
  return { ...update, mutateAsync: (reading: StudentReadingData) => update.mutateAsync({ reading }) };
}

export function useUploadStudentPhoto(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('photo', file);
      return sendDocument<StudentDto>('PATCH', `/students/${id}/photo`, { form });
    },
    onSuccess: (doc) => merge(qc, doc),
  });
}

const byBookOrder = (books: StudentBookRef[]) => [...books].sort(compareBooks);
const byCategoryOrder = (categories: StudentSpellingCategoryRef[]) =>
  [...categories].sort((a, b) => a.level - b.level || a.order - b.order || a.category.localeCompare(b.category));

/** The books the reading form chooses from: the books list (GET /books), in reading order. */
export const useBookOptions = () => useQuery({ ...bookQueries.list(), select: byBookOrder });

/** The spelling categories the reading form chooses from, by level, order and name. */
export const useSpellingCategoryOptions = () =>
  useQuery({ ...spellingCategoryQueries.list(), select: byCategoryOrder });

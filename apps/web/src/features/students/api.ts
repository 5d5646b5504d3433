import type {
  StudentBookRef,
  StudentDto,
  StudentReadingData,
  StudentSpellingCategoryRef,
  UpdateStudentData,
} from '@school-ops/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getDocument, getDocuments, sendDocument } from '../../lib/api-client.ts';

export const studentsKey = ['students'] as const;
export const studentsSearchKey = (search: string) => ['students', { search }] as const;
export const studentKey = (id: string) => ['students', id] as const;
// The book and spelling-category lists the reading form chooses from; those features own the keys' roots.
export const bookOptionsKey = ['books', 'options'] as const;
export const spellingCategoryOptionsKey = ['spelling-categories', 'options'] as const;

export function useStudents(search: string) {
  return useQuery({
    queryKey: studentsSearchKey(search),
    queryFn: ({ signal }) =>
      getDocuments<StudentDto>(search ? `/students?search=${encodeURIComponent(search)}` : '/students', { signal }),
    // While a new search loads, the last list stays on screen instead of a spinner per keystroke.
    placeholderData: keepPreviousData,
  });
}

export function useStudent(id: string) {
  return useQuery({
    queryKey: studentKey(id),
    queryFn: ({ signal }) => getDocument<StudentDto>(`/students/${id}`, { signal }),
  });
}

/** The changed student replaces its entry (by id) in the detail and in every cached search. */
function merge(qc: QueryClient, doc: StudentDto) {
  qc.setQueryData(studentKey(doc.id), doc);
  qc.setQueriesData<StudentDto[]>(
    { queryKey: studentsKey, predicate: (q) => typeof q.queryKey[1] === 'object' },
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

export function useBookOptions() {
  return useQuery({
    queryKey: bookOptionsKey,
    queryFn: async ({ signal }) =>
      (await getDocuments<StudentBookRef>('/books', { signal })).sort(
        (a, b) =>
          a.level - b.level || a.order - b.order || (a.part ?? 0) - (b.part ?? 0) || a.name.localeCompare(b.name),
      ),
  });
}

export function useSpellingCategoryOptions() {
  return useQuery({
    queryKey: spellingCategoryOptionsKey,
    queryFn: async ({ signal }) =>
      (await getDocuments<StudentSpellingCategoryRef>('/spelling-categories', { signal })).sort(
        (a, b) => a.level - b.level || a.order - b.order || a.category.localeCompare(b.category),
      ),
  });
}

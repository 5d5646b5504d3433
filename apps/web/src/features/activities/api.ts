import type { ActivityDto, PhotoAction } from '@school-ops/shared';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useQuery } from '../../lib/query-hooks.ts';
import { getDocument, getDocuments, sendDocument } from '../../lib/api-client.ts';

const ALL = ['activities'] as const;

/** The reads of /activities, one queryOptions each: every cache key and read of them comes from here. */
export const activityQueries = {
  /** Every activities query, for a change that may show anywhere (an import). */
  all: ALL,
  day: (schoolName: string, date: string) =>
    queryOptions({
      queryKey: [...ALL, { schoolName, date }],
      queryFn: ({ signal }) =>
        getDocuments<ActivityDto>(
          `/activities?schoolName=${encodeURIComponent(schoolName)}&date=${encodeURIComponent(date)}`,
          { signal },
        ),
    }),
  one: (id: string) =>
    queryOptions({
      queryKey: [...ALL, id],
      queryFn: ({ signal }) => getDocument<ActivityDto>(`/activities/${id}`, { signal }),
    }),
};

export const useActivities = (schoolName: string, date: string) =>
  useQuery({ ...activityQueries.day(schoolName, date), enabled: Boolean(schoolName && date) });

export const useActivity = (id: string) => useQuery(activityQueries.one(id));

/** The changed activity replaces its entry (by id) in the detail and in every cached day. */
function merge(qc: QueryClient, doc: ActivityDto) {
  qc.setQueryData(activityQueries.one(doc.id).queryKey, doc);
  qc.setQueriesData<ActivityDto[]>(
    // The days: their keys end in an object, an activity's in its id.
    { queryKey: activityQueries.all, predicate: (q) => typeof q.queryKey[1] === 'object' },
    (list) => list?.map((a) => (a.id === doc.id ? doc : a)),
  );
}

export interface ActivityUpdate {
  title?: string;
  description?: string;
  confirmed?: boolean;
  photoAction?: PhotoAction;
  photos?: File[];
}

/** The multipart form of PATCH /activities/{id}: text fields first, then the photos. */
export function activityForm(u: ActivityUpdate): FormData {
  const form = new FormData();
  if (u.title !== undefined) form.append('title', u.title);
  if (u.description !== undefined) form.append('description', u.description);
  if (u.confirmed !== undefined) form.append('confirmed', String(u.confirmed));
  if (u.photos?.length) {
    form.append('photoAction', u.photoAction ?? 'add');
    for (const f of u.photos) form.append('photos', f);
  }
  return form;
}

export function useUpdateActivity(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (u: ActivityUpdate) =>
      sendDocument<ActivityDto>('PATCH', `/activities/${id}`, { form: activityForm(u) }),
    onSuccess: (doc) => merge(qc, doc),
  });
}

export function useDeleteActivityPhotos(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => sendDocument<ActivityDto>('PATCH', `/activities/${id}/delete-photos`, { body: {} }),
    onSuccess: (doc) => merge(qc, doc),
  });
}

export function useDeleteActivityPhoto(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (photoUrl: string) =>
      sendDocument<ActivityDto>('PATCH', `/activities/${id}/delete-photo`, { body: { photoUrl } }),
    onSuccess: (doc) => merge(qc, doc),
  });
}

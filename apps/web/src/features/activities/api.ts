import type { ActivityDto, PhotoAction } from '@school-ops/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getDocument, getDocuments, sendDocument } from '../../lib/api-client.ts';

export const activitiesKey = ['activities'] as const;
export const activitiesDayKey = (schoolName: string, date: string) => ['activities', { schoolName, date }] as const;
export const activityKey = (id: string) => ['activities', id] as const;

export function useActivities(schoolName: string, date: string) {
  return useQuery({
    queryKey: activitiesDayKey(schoolName, date),
    queryFn: ({ signal }) =>
      getDocuments<ActivityDto>(
        `/activities?schoolName=${encodeURIComponent(schoolName)}&date=${encodeURIComponent(date)}`,
        { signal },
      ),
    enabled: Boolean(schoolName && date),
  });
}

export function useActivity(id: string) {
  return useQuery({
    queryKey: activityKey(id),
    queryFn: ({ signal }) => getDocument<ActivityDto>(`/activities/${id}`, { signal }),
  });
}

/** The changed activity replaces its entry (by id) in the detail and in every cached day. */
function merge(qc: QueryClient, doc: ActivityDto) {
  qc.setQueryData(activityKey(doc.id), doc);
  qc.setQueriesData<ActivityDto[]>(
    { queryKey: activitiesKey, predicate: (q) => typeof q.queryKey[1] === 'object' },
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

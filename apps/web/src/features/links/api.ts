import { compareLinks, type CreateLinksData, type LinkDto, type LinkFields } from '@school-ops/shared';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useQuery } from '../../lib/query-hooks.ts';
import { api, getDocuments, request, sendDocument } from '../../lib/api-client.ts';

const ALL = ['links'] as const;

/** The read of /links: its cache keys and reads come from here. */
export const linkQueries = {
  /** Every role's list. */
  all: ALL,
  /** The links a teaching role sees (0, the School Managers' list, holds all of them). */
  forRole: (role: number) =>
    queryOptions({
      queryKey: [...ALL, role],
      queryFn: ({ signal }) => getDocuments<LinkDto>(`/links/${role}`, { signal }),
    }),
};

export const useLinks = (role: number | null) =>
  useQuery({ ...linkQueries.forRole(role ?? -1), enabled: role !== null });

/** Every cached list gets the changed link where its role may see it, in the spec's order. */
function merge(qc: QueryClient, doc: LinkDto) {
  for (const [key, list] of qc.getQueriesData<LinkDto[]>({ queryKey: linkQueries.all })) {
    const role = key[1];
    if (!list || typeof role !== 'number') continue;
    const others = list.filter((l) => l.id !== doc.id);
    qc.setQueryData(key, (doc.role >= role ? [...others, doc] : others).sort(compareLinks));
  }
}

function drop(qc: QueryClient, id: string) {
  qc.setQueriesData<LinkDto[]>({ queryKey: linkQueries.all }, (list) => list?.filter((l) => l.id !== id));
}

export function useCreateLinks() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (data: CreateLinksData) => api.post<{ documents: LinkDto[] }>('/links', data),
    onSuccess: () => void qc.invalidateQueries({ queryKey: linkQueries.all }),
  });
}

export function useUpdateLink(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (data: LinkFields) => sendDocument<LinkDto>('PATCH', `/links/${id}`, { body: data }),
    onSuccess: (doc) => merge(qc, doc),
  });
}

export function useDeleteLink(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => sendDocument<LinkDto>('DELETE', `/links/${id}`),
    onSuccess: () => drop(qc, id),
  });
}

/**
 * Reports a click on a useful link without holding up the new tab. A link deleted meanwhile answers 404, and the
 * click already worked: no redirect to /not-found. keepalive lets the report finish even if the page goes away.
 * The lists are refreshed afterwards, since the order follows the click counts.
 */
export function useReportClick() {
  const qc = useQueryClient();
  return (id: string) =>
    void request('PATCH', `/links/increment/${id}`, { keepalive: true, redirect: false })
      .then(() => qc.invalidateQueries({ queryKey: linkQueries.all }))
      .catch(() => undefined);
}

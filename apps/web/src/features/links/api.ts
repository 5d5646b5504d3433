import { compareLinks, type CreateLinksData, type LinkDto, type LinkFields } from '@school-ops/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, getDocuments, sendDocument } from '../../lib/api-client.ts';
import { authStore } from '../../lib/auth.ts';

export const linksKey = ['links'] as const;
/** The links a teaching role sees (0, the School Managers' list, holds all of them). */
export const linksForRoleKey = (role: number) => ['links', role] as const;

export function useLinks(role: number | null) {
  return useQuery({
    queryKey: linksForRoleKey(role ?? -1),
    queryFn: ({ signal }) => getDocuments<LinkDto>(`/links/${role}`, { signal }),
    enabled: role !== null,
  });
}

/** Every cached list gets the changed link where its role may see it, in the spec's order. */
function merge(qc: QueryClient, doc: LinkDto) {
  for (const [key, list] of qc.getQueriesData<LinkDto[]>({ queryKey: linksKey })) {
    const role = key[1];
    if (!list || typeof role !== 'number') continue;
    const others = list.filter((l) => l.id !== doc.id);
    qc.setQueryData(key, (doc.role >= role ? [...others, doc] : others).sort(compareLinks));
  }
}

function drop(qc: QueryClient, id: string) {
  qc.setQueriesData<LinkDto[]>({ queryKey: linksKey }, (list) => list?.filter((l) => l.id !== id));
}

export function useCreateLinks() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (data: CreateLinksData) => api.post<{ documents: LinkDto[] }>('/links', data),
    onSuccess: () => void qc.invalidateQueries({ queryKey: linksKey }),
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
 * Reports a click on a useful link without holding up the new tab. It bypasses the API client on
 * purpose: a link deleted meanwhile answers 404, and the client would then take the user to
 * /not-found for a click that already worked. keepalive lets the report finish even if the page
 * goes away. The lists are refreshed afterwards, since the order follows the click counts.
 */
export function useReportClick() {
  const qc = useQueryClient();
  return (id: string) => {
    const token = authStore.token();
    void fetch(`/api/links/increment/${id}`, {
      method: 'PATCH',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      keepalive: true,
    })
      .then((res) => {
        if (res.ok) void qc.invalidateQueries({ queryKey: linksKey });
      })
      .catch(() => undefined);
  };
}

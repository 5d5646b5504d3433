import type { SettingsDto, UpdateSettingsData } from '@school-ops/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../lib/query-hooks.ts';
import { getDocument, sendDocument } from '../../lib/api-client.ts';
import { studentQueries } from '../students/index.ts';

/** The read of /settings: its cache key and read come from here. */
export const settingsQueries = {
  one: () =>
    queryOptions({
      queryKey: ['settings'],
      queryFn: ({ signal }) => getDocument<SettingsDto>('/settings', { signal }),
    }),
};

export const useSettings = () => useQuery(settingsQueries.one());

export function useUpdateSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (data: UpdateSettingsData) => sendDocument<SettingsDto>('PUT', '/settings', { body: data }),
    onSuccess: (doc) => {
      qc.setQueryData(settingsQueries.one().queryKey, doc);
      // Students carry their notes link, made from the notes site: refetched after a change.
      void qc.invalidateQueries({ queryKey: studentQueries.all });
    },
  });
}

import type { SettingsDto, UpdateSettingsData } from '@school-ops/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getDocument, sendDocument } from '../../lib/api-client.ts';

export const settingsKey = ['settings'] as const;
// Students carry their notes link, made from the notes site: refetched after a change.
const studentsKey = ['students'] as const;

export function useSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => getDocument<SettingsDto>('/settings', { signal }),
  });
}

export function useUpdateSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (data: UpdateSettingsData) => sendDocument<SettingsDto>('PUT', '/settings', { body: data }),
    onSuccess: (doc) => {
      qc.setQueryData(settingsKey, doc);
      void qc.invalidateQueries({ queryKey: studentsKey });
    },
  });
}

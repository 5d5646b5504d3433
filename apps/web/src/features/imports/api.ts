import type { ImportKind, ImportReport, ImportRunDto } from '@school-ops/shared';
import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useQuery } from '../../lib/query-hooks.ts';
import { api, ApiError, request, withFields } from '../../lib/api-client.ts';
import { activityQueries } from '../activities/index.ts';
import { pickupQueries } from '../pickups/index.ts';
import { sessionQueries } from '../sessions/index.ts';
import { shiftQueries } from '../shifts/index.ts';
import { studentQueries } from '../students/index.ts';

/** The read of /imports: its cache key and read come from here. */
export const importQueries = {
  runs: () =>
    queryOptions({
      queryKey: ['imports'],
      queryFn: ({ signal }) => api.get('/imports', { signal }).then(withFields<{ runs: ImportRunDto[] }>('runs')),
    }),
};

/** What each kind of import may change, so those screens show the new data without a reload. */
const AFFECTS: Record<ImportKind, QueryKey[]> = {
  students: [studentQueries.all, sessionQueries.all, pickupQueries.all],
  'daily-schedule': [sessionQueries.all, activityQueries.all, shiftQueries.all],
  pickups: [pickupQueries.all],
};

/** An apply the server refused because of bad rows: the report says which. */
export class ImportRejected extends ApiError {
  constructor(
    message: string,
    public readonly report: ImportReport,
  ) {
    super(400, message);
  }
}

export interface ImportUpload {
  kind: ImportKind;
  csv: string;
  fileName: string;
  dryRun: boolean;
}

/** A 400 that carries a report names the bad rows; any other failure is the client's to map. */
function rejection(status: number, body: unknown): ImportRejected | undefined {
  const rejected = body as { message?: unknown; report?: ImportReport } | null;
  if (status === 400 && rejected?.report && typeof rejected.message === 'string')
    return new ImportRejected(rejected.message, rejected.report);
  return undefined;
}

/** The file goes as it is (text/csv), so the line numbers the server reports are the lines the manager sees. */
export function sendImport({ kind, csv, fileName, dryRun }: ImportUpload): Promise<ImportReport> {
  return request<ImportReport>('PUT', `/imports/${kind}`, {
    query: { dryRun: String(dryRun), fileName },
    file: { content: new Blob([csv], { type: 'text/csv' }), type: 'text/csv; charset=utf-8' },
    failure: rejection,
  });
}

export const useImportRuns = () => useQuery({ ...importQueries.runs(), select: (data) => data.runs });

export function usePreviewImport() {
  return useMutation({ mutationFn: (upload: Omit<ImportUpload, 'dryRun'>) => sendImport({ ...upload, dryRun: true }) });
}

export function useApplyImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (upload: Omit<ImportUpload, 'dryRun'>) => sendImport({ ...upload, dryRun: false }),
    onSuccess: (_report, { kind }) => {
      void qc.invalidateQueries({ queryKey: importQueries.runs().queryKey });
      for (const key of AFFECTS[kind]) void qc.invalidateQueries({ queryKey: key });
    },
  });
}

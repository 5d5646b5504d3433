import { MSG, type ImportKind, type ImportReport, type ImportRunDto } from '@school-ops/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, mapFailure, withFields } from '../../lib/api-client.ts';
import { authStore } from '../../lib/auth.ts';

export const importsKey = ['imports'] as const;

/** What each kind of import may change, so those screens show the new data without a reload. */
const AFFECTS: Record<ImportKind, string[][]> = {
  students: [['students'], ['sessions'], ['pickups']],
  'daily-schedule': [['sessions'], ['activities'], ['shifts']],
  pickups: [['pickups']],
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

/**
 * The API client speaks JSON only; the file goes as it is (text/csv), so the line numbers the
 * server reports are the lines the manager sees in the spreadsheet.
 */
export async function sendImport({ kind, csv, fileName, dryRun }: ImportUpload): Promise<ImportReport> {
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'text/csv; charset=utf-8' };
  const token = authStore.token();
  if (token) headers.authorization = `Bearer ${token}`;
  const query = new URLSearchParams({ dryRun: String(dryRun), fileName });
  let res: Response;
  try {
    res = await fetch(`/api/imports/${kind}?${query}`, {
      method: 'PUT',
      headers,
      body: new Blob([csv], { type: 'text/csv' }),
    });
  } catch {
    throw new ApiError(0, MSG.somethingWentWrong);
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.ok) return body as ImportReport;
  const rejected = body as { message?: unknown; report?: ImportReport } | null;
  if (res.status === 400 && rejected?.report && typeof rejected.message === 'string')
    throw new ImportRejected(rejected.message, rejected.report);
  throw mapFailure(res.status, body);
}

export function useImportRuns() {
  return useQuery({
    queryKey: importsKey,
    queryFn: ({ signal }) => api.get('/imports', { signal }).then(withFields<{ runs: ImportRunDto[] }>('runs')),
    select: (data) => data.runs,
  });
}

export function usePreviewImport() {
  return useMutation({ mutationFn: (upload: Omit<ImportUpload, 'dryRun'>) => sendImport({ ...upload, dryRun: true }) });
}

export function useApplyImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (upload: Omit<ImportUpload, 'dryRun'>) => sendImport({ ...upload, dryRun: false }),
    onSuccess: (_report, { kind }) => {
      void qc.invalidateQueries({ queryKey: importsKey });
      for (const key of AFFECTS[kind]) void qc.invalidateQueries({ queryKey: key });
    },
  });
}

import type { HoursReport, SchoolName, SessionsReport } from '@school-ops/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../lib/query-hooks.ts';
import { getDocument, requestFile } from '../../lib/api-client.ts';
import { saveBlob } from '../../lib/download.ts';

/** How a report downloads: plain CSV, 'Excel (Japanese)' (CSV with a BOM), or an Excel workbook. */
export type ReportDownload = 'csv' | 'excel' | 'xlsx';

const ALL = ['reports'] as const;

/** The reads of /reports/hours and /reports/sessions: their cache keys and reads come from here. */
export const reportQueries = {
  all: ALL,
  hours: (month: string) =>
    queryOptions({
      queryKey: [...ALL, 'hours', month],
      queryFn: ({ signal }) => getDocument<HoursReport>('/reports/hours', { query: { month }, signal }),
    }),
  sessions: (month: string, schoolName: SchoolName | null) =>
    queryOptions({
      queryKey: [...ALL, 'sessions', month, schoolName],
      queryFn: ({ signal }) =>
        getDocument<SessionsReport>('/reports/sessions', {
          query: { month, ...(schoolName ? { schoolName } : {}) },
          signal,
        }),
    }),
};

// A month changed on the picker keeps the last report on screen until the next one arrives.
export const useHoursReport = (month: string) =>
  useQuery({ ...reportQueries.hours(month), placeholderData: keepPreviousData });
export const useSessionsReport = (month: string, schoolName: SchoolName | null) =>
  useQuery({ ...reportQueries.sessions(month, schoolName), placeholderData: keepPreviousData });

/** Asks the server for the report's file and saves it under the name the server gives. */
export async function downloadReport(
  kind: 'hours' | 'sessions',
  query: Record<string, string>,
  how: ReportDownload,
): Promise<void> {
  const format = how === 'xlsx' ? 'xlsx' : 'csv';
  const { blob, fileName } = await requestFile(`/reports/${kind}`, {
    query: { ...query, format, ...(how === 'excel' ? { bom: '1' } : {}) },
  });
  saveBlob(blob, fileName ?? `${kind}-${query.month}.${format}`);
}

/** The day's list request, shared by the list's query (api.ts) and the entry's early request (main.tsx). */
export interface SessionsFilter {
  schoolName: string;
  date: string;
  showCanceled: boolean;
}

export function sessionsListPath(f: SessionsFilter): string {
  return `/sessions?${new URLSearchParams({ schoolName: f.schoolName, date: f.date, showCanceled: String(f.showCanceled) })}`;
}

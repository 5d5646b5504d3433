import { ThemeProvider } from '@mui/material/styles';
import { READING_STAGE, SESSION_ACTIONS, type SessionDto, type SessionMaterial } from '@school-ops/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { theme } from '../../../../app/theme.ts';
import { abilities } from '../../../../test/abilities.ts';

/** A reading session in progress, for the forms' tests. */
export function sessionOf(stage: number, performance: Record<string, unknown> | null = null): SessionDto {
  return {
    id: '00000000-0000-4000-8000-00000000005e',
    date: '2026-05-01',
    schoolName: 'Ikejiri',
    className: 'A1',
    category: 'reading',
    status: performance ? 'modifying' : 'in progress',
    student: {
      id: '00000000-0000-4000-8000-0000000000a1',
      name: 'Aoi Tanaka',
      grade: 'K2',
      smsId: 101,
      comments: null,
      readingStage: stage,
    },
    teacherId: '00000000-0000-4000-8000-0000000000f1',
    teacher: { id: '00000000-0000-4000-8000-0000000000f1', name: 'Pat Parttime', nickname: null },
    modifyingTeacherId: null,
    modifyingTeacher: null,
    arrived: true,
    attendanceException: null,
    performance,
    reading: { stage, timesRead: 1 },
    confirmed: false,
    cancellationReason: null,
    visible: true,
    sessionCount: 1,
    completedAt: null,
    available: true,
    // The teacher holds the session in progress: they may submit its form.
    can: { ...abilities(SESSION_ACTIONS, false), open: true, reset: true, submit: true },
    statusText: null,
  };
}

export const spellingSession = (performance: Record<string, unknown> | null = null) =>
  sessionOf(READING_STAGE.spellingAndBlending, performance);
export const bookSession = (performance: Record<string, unknown> | null = null) =>
  sessionOf(READING_STAGE.book, performance);

export const emptyMaterial: SessionMaterial = {
  book: null,
  spellingCategory: null,
  nonSystemBook: null,
  missing: null,
};

export interface FetchCall {
  method: string;
  url: string;
  body: unknown;
}

/** fetch answering every write with the session (or `status` and `message`), recording the calls. */
export function stubFetch(session: SessionDto, failure?: { status: number; message: string }): FetchCall[] {
  const calls: FetchCall[] = [];
  globalThis.fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const raw = init?.body;
    calls.push({
      method: init?.method ?? 'GET',
      url: String(url),
      body: typeof raw === 'string' ? JSON.parse(raw) : raw,
    });
    const [status, body] = failure
      ? [failure.status, { statusCode: failure.status, message: failure.message }]
      : [200, { document: { ...session, status: 'completed' } }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return calls;
}

export function renderWithProviders(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </QueryClientProvider>,
  );
}

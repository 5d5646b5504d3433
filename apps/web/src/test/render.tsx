import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { UserDto } from '@school-ops/shared';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { authStore } from '../lib/auth.ts';
import { theme } from '../app/theme.ts';

export interface RenderOptions {
  /** Signed in as this person (see `aUser`) before the first render; nobody when absent. */
  user?: UserDto;
  token?: string;
  /** Addresses visited before `path`, so that going back has somewhere to go. */
  previous?: string[];
}

/**
 * The one way web tests render: routes the way the app does (query client, theme, router; the date
 * pickers bring their own provider) at one path, optionally signed in.
 */
export function renderWithProviders(routes: RouteObject[], path: string, o: RenderOptions = {}) {
  return renderRouted(routes, path, o).router;
}

/** One component on its own page ('/'), with the app's providers; the render result (to unmount it) and the query client. */
export function renderInApp(ui: ReactElement, o: RenderOptions = {}) {
  return renderRouted([{ path: '/', element: ui }], '/', o);
}

function renderRouted(routes: RouteObject[], path: string, o: RenderOptions) {
  if (o.user) authStore.login(o.user, o.token ?? 'test-token');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const previous = o.previous ?? [];
  const router = createMemoryRouter(routes, { initialEntries: [...previous, path], initialIndex: previous.length });
  const view = render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

export interface FetchCall {
  method: string;
  url: string;
  /** The parsed JSON body, or the raw body (FormData) when it is not JSON. */
  body: unknown;
}

/** Replaces fetch with a stub that records every call and answers with `reply`. */
export function mockFetch(reply: (call: FetchCall) => { status?: number; body: unknown }): FetchCall[] {
  const calls: FetchCall[] = [];
  globalThis.fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const raw = init?.body;
    const call = {
      method: init?.method ?? 'GET',
      url: String(url),
      body: typeof raw === 'string' ? JSON.parse(raw) : raw,
    };
    calls.push(call);
    const { status = 200, body } = reply(call);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return calls;
}

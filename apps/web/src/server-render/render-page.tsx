import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import {
  mayOpen,
  SCREENS,
  type FirstPaintApiCall,
  type FirstPaintPage,
  type FirstPaintRequest,
} from '@school-ops/shared';
import { dehydrate, QueryClient, QueryClientProvider, type Query } from '@tanstack/react-query';
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { matchRoute } from '../app/route-start.ts';
import { routerReady } from '../app/router-ready.ts';
import { routes } from '../app/router.tsx';
import { setTransport } from '../lib/api-client.ts';
import { i18n, isLanguage, setLanguage } from '../lib/i18n/index.ts';
import { nextTask } from '../lib/next-task.ts';
import { followNoReads } from '../lib/read-positions.ts';
import { renderingFor, type RenderVisitor } from '../lib/render-context.ts';
import { themeFor } from './theme-for.ts';

followNoReads();

/** The API and the visitor's token of the render whose reads are under way. */
const calls = new AsyncLocalStorage<{ api: FirstPaintApiCall; token: string }>();
setTransport((input, init) => {
  const call = calls.getStore();
  if (!call) throw new Error('an API request outside a server render');
  const headers = new Headers(init?.headers);
  headers.set('authorization', `Bearer ${call.token}`);
  return call.api(String(input), { ...init, headers });
});

/** Render passes at most: each finds the data and code the one before asked for (a record, then its parts). */
const MAX_PASSES = 5;

/** A query the page would run now (not one waiting on another's data: `enabled: false`). */
function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** No part of the page is left to its Suspense fallback (a lazy part whose code had not arrived). */
const visible = (html: string) => !html.includes('<!--$!-->') && !html.includes('<!--$?-->');

/**
 * The page at `request.path` as the app renders it for this visitor, with its data, in HTML and the CSS it uses,
 * and the data it read: or null when the visitor may not open that screen (the app's guards decide in the
 * browser). Each pass renders synchronously; between passes the data the page asked for is read through `api`
 * and the code it suspended on arrives.
 */
export async function renderPage(request: FirstPaintRequest, api: FirstPaintApiCall): Promise<FirstPaintPage | null> {
  const route = matchRoute(request.path);
  const access = route && SCREENS.find((s) => s.path === route.path)?.access;
  if (!route || !access || 'signedOut' in access || !mayOpen(access, request.user)) return null;
  // Setting one's credentials is a screen of its own moment, which the app renders (the device's word decides it).
  if (request.user.shouldSetCredentials || route.path === '/me/update-credentials') return null;

  // The browser's router over the same routes, in memory: the markup is the one the app hydrates.
  const router = createMemoryRouter(routes, { initialEntries: [`${request.path}${request.search}`] });
  await routerReady(router);
  // A guard or a loader sent the visitor elsewhere (a record's id that cannot be one): the app does the same.
  if (router.state.location.pathname !== request.path || router.state.errors) return null;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const theme = themeFor(request.width);
  const visitor: RenderVisitor = {
    user: request.user,
    token: request.token,
    filter: request.filter,
    viewportHeight: request.height,
    fieldSizing: request.fieldSizing,
    origin: request.origin,
  };
  const language = isLanguage(request.user.language) ? request.user.language : 'en';
  await setLanguage(language);

  const pass = () => {
    const cache = createCache({ key: 'css' });
    cache.compat = true;
    // Another visitor's render may have switched the one i18next instance since: its catalogs are loaded, so
    // this is synchronous.
    void i18n.changeLanguage(language);
    const html = renderingFor(visitor, () =>
      renderToString(
        <CacheProvider value={cache}>
          <QueryClientProvider client={client}>
            <ThemeProvider theme={theme}>
              <CssBaseline />
              <RouterProvider router={router} />
            </ThemeProvider>
          </QueryClientProvider>
        </CacheProvider>,
      ),
    );
    const css = Object.values(cache.inserted)
      .filter((rule): rule is string => typeof rule === 'string')
      .join('');
    return { html, css };
  };

  const asked = new Set<string>();
  let page = pass();
  for (let n = 1; n < MAX_PASSES; n++) {
    const wanted = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && !asked.has(q.queryHash) && isEnabled(q));
    if (wanted.length === 0 && visible(page.html)) break;
    for (const q of wanted) asked.add(q.queryHash);
    await calls.run({ api, token: request.token }, () =>
      Promise.all(wanted.map((q) => client.prefetchQuery({ ...q.options, queryKey: q.queryKey }))),
    );
    // A lazy part's code, asked for in the pass before, arrives in a later task.
    await nextTask();
    page = pass();
  }
  return { ...page, state: dehydrate(client), language };
}

export { renderHtmlPages } from './html-pages.tsx';

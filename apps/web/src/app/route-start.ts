import { mayOpen, SCREENS, type ScreenPath } from '@school-ops/shared';
import { fetchEarly } from '../lib/api-client.ts';
import { authStore } from '../lib/auth.ts';
import { filterStore } from '../lib/filter.ts';
import { FIRST_READS } from './first-reads.ts';
import { PAGES } from './route-pages.ts';
import { loadSeededStyles } from './styles/seeded-styles.ts';

/*
 * One mechanism for every screen's first load (decision 0037): the entry finds the address's screen in the route
 * table and starts, at once and side by side, the app, the bar's signed-in parts, the screen's own chunk (Vite
 * preloads its imports with it) and the screen's first reads; the router then finds the chunk loaded and the
 * page's queries find their replies on the way, instead of each waiting for the one before.
 */

export interface MatchedRoute {
  path: ScreenPath;
  params: Record<string, string>;
}

const ROUTES = Object.keys(PAGES) as ScreenPath[];

/** The screen an address opens, as the router would match it: a fixed segment before a parameter. */
export function matchRoute(pathname: string): MatchedRoute | null {
  const parts = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).split('/');
  let found: MatchedRoute | null = null;
  for (const path of ROUTES) {
    const pattern = path.split('/');
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((segment, i) => {
      if (!segment.startsWith(':')) return segment === parts[i];
      params[segment.slice(1)] = decodeURIComponent(parts[i] ?? '');
      return Boolean(parts[i]);
    });
    if (!fits) continue;
    if (!path.includes(':')) return { path, params };
    found ??= { path, params };
  }
  return found;
}

/**
 * Starts the bar's signed-in parts and the live stream, and the screen's code and first reads if the person may open it (else the
 * router's guard sends them on, and neither would be used). Returns the first reads' replies, as they come.
 */
export function startRoute(route: MatchedRoute, search: string): ReturnType<typeof fetchEarly>[] {
  startCode(route);
  return startReads(route, search);
}

/**
 * The bar's signed-in parts, the live stream, the seeded styles and the screen's chunk. A page the server rendered
 * has its styles: the seeded sheet then waits for the person's first touch (full-app.tsx, decision 0057).
 */
export function startCode(route: MatchedRoute, { serverPage = false } = {}): void {
  if (!serverPage) void loadSeededStyles();
  void import('./shell/SignedInParts.tsx');
  // The live stream opens with the page, as when it rode in the bar's chunk: its first 'ready' then comes before
  // the page's data, not after it (a resync after the data would fetch every query once more).
  void import('./shell/LiveUpdates.tsx');
  if (mayOpenRoute(route)) void PAGES[route.path]().catch(() => undefined);
}

/** The screen's first reads, if the person may open it. */
export function startReads(route: MatchedRoute, search: string): ReturnType<typeof fetchEarly>[] {
  const { user } = authStore.get();
  const reads = FIRST_READS[route.path];
  if (!user || !reads || !mayOpenRoute(route, user)) return [];
  const context = { params: route.params, search: new URLSearchParams(search), filter: filterStore.get(), user };
  return reads(context).flatMap((path) => (path ? [fetchEarly(path)] : []));
}

function mayOpenRoute(route: MatchedRoute, user = authStore.get().user): boolean {
  const access = SCREENS.find((s) => s.path === route.path)?.access;
  return Boolean(user && access && mayOpen(access, user));
}

import { isRecordId, SCREENS, type ScreenAccess } from '@school-ops/shared';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, redirect, type RouteObject } from 'react-router';
import { UNGUARDED_NAVIGATION } from '../components/LeaveGuard.tsx';
import { setNavigator } from '../lib/api-client.ts';
import { i18n } from '../lib/i18n/index.ts';
import { VisibleError } from '../lib/visible-error.ts';
import { RouteErrorPage } from './ErrorPage.tsx';
import { PAGES } from './route-pages.ts';
import { RedirectIfLoggedIn, RequireAccess } from './guards.tsx';
import { AppShell } from './shell/AppShell.tsx';

/** The English of the error page's message when a screen's code cannot arrive (errorPage.pageLoadFailed). */
export const PAGE_LOAD_FAILED = 'this page could not be loaded; check the connection and try again';

/** Every screen is its own chunk, loaded when first visited; a chunk that cannot arrive says so. */
export const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    try {
      return { Component: (await load()).default };
    } catch {
      throw new VisibleError(i18n.t('errorPage.pageLoadFailed'));
    }
  },
});

/** A record's address whose id cannot name a record (a mistyped link) is a missing page, as a missing record is. */
function idMustBeValid({ params }: { params: Record<string, string | undefined> }) {
  if (!isRecordId(params.id)) throw redirect('/not-found');
  return null;
}

export const at = (path: string, route: Pick<RouteObject, 'lazy'>): RouteObject =>
  path.includes(':id') ? { path, ...route, loader: idMustBeValid } : { path, ...route };

/**
 * The guard in front of a screen, from its declared access: signed-out only, signed in, then the authority and
 * the teaching role it names (too little authority goes to /unauthorized, no teaching role to /not-found).
 */
function guarded(access: ScreenAccess, children: RouteObject[]): RouteObject[] {
  if ('anyone' in access) return children;
  if ('signedOut' in access) return [{ element: <RedirectIfLoggedIn />, children }];
  return [{ element: <RequireAccess authority={access.authority} role={access.role} />, children }];
}

/** The screens grouped by access, each group behind one guard. */
function screenRoutes(): RouteObject[] {
  type Group = { access: ScreenAccess; routes: RouteObject[] };
  const groups = new Map<string, Group>();
  for (const screen of SCREENS) {
    const key = JSON.stringify(screen.access);
    const group: Group = groups.get(key) ?? { access: screen.access, routes: [] };
    group.routes.push(at(screen.path, page(PAGES[screen.path])));
    groups.set(key, group);
  }
  return [...groups.values()].flatMap((g) => guarded(g.access, g.routes));
}

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    children: [...screenRoutes(), { path: '*', element: <Navigate to="/not-found" replace /> }],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setNavigator((to) => void router.navigate(to, { replace: true, state: UNGUARDED_NAVIGATION }));
  return router;
}

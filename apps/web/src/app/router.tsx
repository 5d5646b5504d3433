import { isRecordId, SCREENS, type ScreenAccess } from '@school-ops/shared';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, redirect, type RouteObject } from 'react-router';
import { UNGUARDED_NAVIGATION } from '../components/LeaveGuard.tsx';
import { setNavigator } from '../lib/api-client.ts';
import { i18n } from '../lib/i18n/index.ts';
import { VisibleError } from '../lib/visible-error.ts';
import { RouteErrorPage } from './ErrorPage.tsx';
import { RedirectIfLoggedIn, RequireAccess } from './guards.tsx';
import { matchRoute } from './route-start.ts';
import { PAGES } from './route-pages.ts';
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

/** A screen of the route table (its path one of the pages'). */
type Screen = (typeof SCREENS)[number];

/** Each route's id: the router's patches name the route they add to. */
const APP_ROUTE_ID = 'app';
const groupKey = (access: ScreenAccess) => JSON.stringify(access);
const guardId = (access: ScreenAccess) => `access ${groupKey(access)}`;

/**
 * The guard in front of a screen, from its declared access: signed-out only, signed in, then the authority and
 * the teaching role it names (too little authority goes to /unauthorized, no teaching role to /not-found).
 */
function guarded(access: ScreenAccess, children: RouteObject[]): RouteObject[] {
  if ('anyone' in access) return children;
  const id = guardId(access);
  if ('signedOut' in access) return [{ id, element: <RedirectIfLoggedIn />, children }];
  return [{ id, element: <RequireAccess authority={access.authority} role={access.role} />, children }];
}

const screenRoute = (screen: Screen): RouteObject => ({
  id: screen.path,
  ...at(screen.path, page(PAGES[screen.path])),
});

/** The screens grouped by access, in the order of the route table. */
function byAccess(screens: readonly Screen[]): { access: ScreenAccess; screens: Screen[] }[] {
  type Group = { access: ScreenAccess; screens: Screen[] };
  const groups = new Map<string, Group>();
  for (const screen of screens) {
    const group: Group = groups.get(groupKey(screen.access)) ?? { access: screen.access, screens: [] };
    group.screens.push(screen);
    groups.set(groupKey(screen.access), group);
  }
  return [...groups.values()];
}

/** The app's routes for these screens, each access group behind one guard. */
function appRoutes(screens: readonly Screen[]): RouteObject[] {
  const screenRoutes = byAccess(screens).flatMap((g) => guarded(g.access, g.screens.map(screenRoute)));
  return [
    {
      id: APP_ROUTE_ID,
      element: <AppShell />,
      errorElement: <RouteErrorPage />,
      children: [...screenRoutes, { id: 'elsewhere', path: '*', element: <Navigate to="/not-found" replace /> }],
    },
  ];
}

/** Every screen's route (the server's render, the tests). */
export const routes: RouteObject[] = appRoutes(SCREENS);

type Patch = (routeId: string | null, children: RouteObject[]) => void;

/**
 * The browser's router starts with the screen at its address alone and adds each other screen when it is first
 * opened (React Router's route discovery): making the router ranked and compiled a matcher for every level of all
 * forty screens' branches, one of a phone's long tasks on every first load. An address no screen matches here
 * (the router matches letters' case as the same) adds them all, so the router decides it as it would with all.
 */
function discoveredScreens(pathname: string) {
  const screensAt = (path: string): readonly Screen[] => {
    const matched = matchRoute(path);
    return matched ? SCREENS.filter((s) => s.path === matched.path) : SCREENS;
  };
  const first = screensAt(pathname);
  const added = new Set<Screen>(first);
  const groupAdded = (access: ScreenAccess) => [...added].some((s) => groupKey(s.access) === groupKey(access));
  const patchRoutesOnNavigation = ({ path, patch }: { path: string; patch: Patch }) => {
    const fresh = screensAt(path).filter((s) => !added.has(s));
    for (const { access, screens } of byAccess(fresh)) {
      const children = screens.map(screenRoute);
      if ('anyone' in access) patch(APP_ROUTE_ID, children);
      else if (groupAdded(access)) patch(guardId(access), children);
      else patch(APP_ROUTE_ID, guarded(access, children));
      for (const screen of screens) added.add(screen);
    }
  };
  return { routes: appRoutes(first), patchRoutesOnNavigation };
}

export function createAppRouter() {
  const { routes: first, patchRoutesOnNavigation } = discoveredScreens(window.location.pathname);
  const router = createBrowserRouter(first, { patchRoutesOnNavigation });
  setNavigator((to) => void router.navigate(to, { replace: true, state: UNGUARDED_NAVIGATION }));
  return router;
}

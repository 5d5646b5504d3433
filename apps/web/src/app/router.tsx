import { AUTHORITY, idParam, ROLE } from '@school-ops/shared';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, redirect, type RouteObject } from 'react-router';
import { UNGUARDED_NAVIGATION } from '../components/LeaveGuard.tsx';
import { setNavigator } from '../lib/api-client.ts';
import { VisibleError } from '../lib/visible-error.ts';
import { RouteErrorPage } from './ErrorPage.tsx';
import { RedirectIfLoggedIn, RequireAuth, RequireAuthority, RequireRole } from './guards.tsx';
import { AppShell } from './shell/AppShell.tsx';

export const PAGE_LOAD_FAILED = 'this page could not be loaded; check the connection and try again';

/** Every screen is its own chunk, loaded when first visited; a chunk that cannot arrive says so. */
export const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    try {
      return { Component: (await load()).default };
    } catch {
      throw new VisibleError(PAGE_LOAD_FAILED);
    }
  },
});

/** A record's address whose id cannot name a record (a mistyped link) is a missing page, as a missing record is. */
function idMustBeValid({ params }: { params: Record<string, string | undefined> }) {
  if (!idParam.safeParse(params).success) throw redirect('/not-found');
  return null;
}

export const at = (path: string, route: Pick<RouteObject, 'lazy'>): RouteObject =>
  path.includes(':id') ? { path, ...route, loader: idMustBeValid } : { path, ...route };

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <RedirectIfLoggedIn />,
        children: [
          at(
            '/login',
            page(() => import('../features/auth/pages/LoginPage.tsx')),
          ),
        ],
      },
      at(
        '/logout',
        page(() => import('../features/auth/pages/LogoutPage.tsx')),
      ),
      at(
        '/logout/expired',
        page(() => import('../features/auth/pages/ExpiredPage.tsx')),
      ),
      at(
        '/not-found',
        page(() => import('../features/errors/pages/NotFoundPage.tsx')),
      ),
      at(
        '/unauthorized',
        page(() => import('../features/errors/pages/UnauthorizedPage.tsx')),
      ),
      {
        element: <RequireAuth />,
        children: [
          at(
            '/',
            page(() => import('../features/home/pages/HomePage.tsx')),
          ),
          at(
            '/me',
            page(() => import('../features/me/pages/MePage.tsx')),
          ),
          at(
            '/me/update-credentials',
            page(() => import('../features/me/pages/MePage.tsx')),
          ),
          at(
            '/sessions',
            page(() => import('../features/sessions/pages/SessionsPage.tsx')),
          ),
          at(
            '/sessions/:id',
            page(() => import('../features/sessions/pages/SessionPage.tsx')),
          ),
          at(
            '/activities',
            page(() => import('../features/activities/pages/ActivitiesPage.tsx')),
          ),
          at(
            '/activities/:id/photos',
            page(() => import('../features/activities/pages/ActivityPhotosPage.tsx')),
          ),
          at(
            '/my-pickups',
            page(() => import('../features/pickups/pages/MyPickupsPage.tsx')),
          ),
          {
            element: <RequireRole level={ROLE.partTimeTeacher} />,
            children: [
              at(
                '/my-shifts',
                page(() => import('../features/shifts/pages/MyShiftsPage.tsx')),
              ),
            ],
          },
          {
            element: <RequireAuthority level={AUTHORITY.supervisor} />,
            children: [
              at(
                '/sessions/check',
                page(() => import('../features/sessions/pages/CheckSessionsPage.tsx')),
              ),
              at(
                '/pickups',
                page(() => import('../features/pickups/pages/PickupsPage.tsx')),
              ),
              at(
                '/students',
                page(() => import('../features/students/pages/StudentsPage.tsx')),
              ),
              at(
                '/students/:id',
                page(() => import('../features/students/pages/StudentPage.tsx')),
              ),
              at(
                '/books',
                page(() => import('../features/books/pages/BooksPage.tsx')),
              ),
              at(
                '/books/new',
                page(() => import('../features/books/pages/BookFormPage.tsx')),
              ),
              at(
                '/books/:id',
                page(() => import('../features/books/pages/BookFormPage.tsx')),
              ),
              at(
                '/spelling-categories',
                page(() => import('../features/spelling-categories/pages/SpellingCategoriesPage.tsx')),
              ),
              at(
                '/spelling-categories/new',
                page(() => import('../features/spelling-categories/pages/SpellingCategoryFormPage.tsx')),
              ),
              at(
                '/spelling-categories/:id',
                page(() => import('../features/spelling-categories/pages/SpellingCategoryFormPage.tsx')),
              ),
              at(
                '/teachers',
                page(() => import('../features/teachers/pages/TeachersPage.tsx')),
              ),
              at(
                '/teachers/:id',
                page(() => import('../features/teachers/pages/TeacherPage.tsx')),
              ),
              at(
                '/shifts',
                page(() => import('../features/shifts/pages/ShiftsPage.tsx')),
              ),
              at(
                '/shifts/new',
                page(() => import('../features/shifts/pages/ShiftFormPage.tsx')),
              ),
              at(
                '/shifts/check',
                page(() => import('../features/shifts/pages/PartTimerShiftsPage.tsx')),
              ),
              at(
                '/shifts/:id',
                page(() => import('../features/shifts/pages/ShiftFormPage.tsx')),
              ),
            ],
          },
          {
            element: <RequireAuthority level={AUTHORITY.manager} />,
            children: [
              at(
                '/users',
                page(() => import('../features/users/pages/UsersPage.tsx')),
              ),
              at(
                '/users/new',
                page(() => import('../features/users/pages/UserFormPage.tsx')),
              ),
              at(
                '/users/:id',
                page(() => import('../features/users/pages/UserFormPage.tsx')),
              ),
              at(
                '/links',
                page(() => import('../features/links/pages/LinksPage.tsx')),
              ),
              at(
                '/manuals',
                page(() => import('../features/manuals/pages/ManualsPage.tsx')),
              ),
              at(
                '/imports',
                page(() => import('../features/imports/pages/ImportsPage.tsx')),
              ),
              at(
                '/settings',
                page(() => import('../features/settings/pages/SettingsPage.tsx')),
              ),
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/not-found" replace /> },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setNavigator((to) => void router.navigate(to, { replace: true, state: UNGUARDED_NAVIGATION }));
  return router;
}

import { AUTHORITY, ROLE, SCREENS, type Authority, type Role } from '@school-ops/shared';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, type DataRouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '../lib/auth.ts';
import { mockFetch, renderWithProviders } from '../test/render.tsx';
import { aUser } from '../test/users.ts';
import { RouteErrorPage } from './ErrorPage.tsx';
import { createAppRouter, page, PAGE_LOAD_FAILED, routes } from './router.tsx';

type Router = ReturnType<typeof createMemoryRouter>;

/** Resolves once the router has matched its address and is not navigating. */
const settled = (router: Router) =>
  new Promise<void>((resolve) => {
    const done = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (done()) return resolve();
    const stop = router.subscribe(() => {
      if (!done()) return;
      stop();
      resolve();
    });
  });

async function settledPath(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await settled(router);
  return router.state.location.pathname;
}

describe('a malformed id in an address', () => {
  it.each(['/sessions/not-a-uuid', '/students/123', '/activities/x/photos', '/shifts/1%27%20or%201=1', '/users/abc'])(
    '%s goes to /not-found, as a missing record does',
    async (path) => {
      expect(await settledPath(path)).toBe('/not-found');
    },
  );

  it('a well-formed id stays at its address, for the page to load', async () => {
    expect(await settledPath('/sessions/00000000-0000-4000-8000-00000000005e')).toBe(
      '/sessions/00000000-0000-4000-8000-00000000005e',
    );
  });
});

it("a page whose code cannot be loaded says so on the error page, as 'Error: …'", async () => {
  renderWithProviders(
    [
      {
        path: '/',
        errorElement: <RouteErrorPage />,
        ...page(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
      },
    ],
    '/',
  );
  expect(await screen.findByText(`Error: ${PAGE_LOAD_FAILED}`)).toBeTruthy();
  expect(screen.queryByText('An unexpected error occurred!')).toBeNull();
});

describe('who may open which screen (docs/product.md §2.1)', () => {
  afterEach(() => authStore.logout());

  /** Opens `path` as `who` (signed out when absent) and checks where the guards leave them. */
  async function expectLanding(path: string, who: { authority: Authority; role: Role | null } | null, to: string) {
    mockFetch(() => ({ body: { documents: [], data: [] } }));
    const router = renderWithProviders(routes, path, who ? { user: aUser(who) } : {});
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    // A guard redirects once it has rendered: give it the time to, then check the address held.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe(to);
  }

  const partTimer = { authority: AUTHORITY.user, role: ROLE.partTimeTeacher } as const;

  it('sends someone signed out to /login, and lets them open the open screens', async () => {
    await expectLanding('/users', null, '/login');
    await expectLanding('/sessions', null, '/login');
    await expectLanding('/unauthorized', null, '/unauthorized');
  });

  it('sends someone signed in away from the sign-in page', async () => {
    await expectLanding('/login', partTimer, '/');
  });

  it('sends too little authority to /unauthorized', async () => {
    await expectLanding('/students', partTimer, '/unauthorized');
    await expectLanding('/settings', { authority: AUTHORITY.supervisor, role: ROLE.supervisor }, '/unauthorized');
    await expectLanding('/settings', { authority: AUTHORITY.manager, role: null }, '/settings');
  });

  it('sends someone without a teaching role from /my-shifts to /not-found', async () => {
    await expectLanding('/my-shifts', { authority: AUTHORITY.admin, role: null }, '/not-found');
    await expectLanding('/my-shifts', partTimer, '/my-shifts');
  });
});

describe("the browser's router finds screens as they are opened", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  /** The paths of the screens the router holds now. */
  function screensIn(router: Router): string[] {
    const paths = (list: readonly DataRouteObject[]): string[] =>
      list.flatMap((r) => [...(r.path && r.path !== '*' ? [r.path] : []), ...paths(r.children ?? [])]);
    return paths(router.routes).sort();
  }

  it("starts with the screen at its address, adds the next ones opened under their groups' guards", async () => {
    window.history.replaceState(null, '', '/users');
    const router = createAppRouter();
    expect(screensIn(router)).toEqual(['/users']);
    await settled(router);
    await router.navigate('/links');
    expect(router.state.location.pathname).toBe('/links');
    expect(router.state.matches.at(-1)?.route.path).toBe('/links');
    expect(screensIn(router)).toEqual(['/links', '/users']);
    // One managers' guard holds both: opening another screen of the group does not remount the guard.
    const guards = () => router.routes[0]!.children!.filter((r) => r.path !== '*');
    expect(guards()).toHaveLength(1);
    // A supervisors' screen comes with its own guard.
    await router.navigate('/books/new');
    expect(router.state.matches.at(-1)?.route.path).toBe('/books/new');
    expect(guards()).toHaveLength(2);
    router.dispose();
  });

  it("matches a record's screen, and an address of no screen still goes to /not-found", async () => {
    window.history.replaceState(null, '', '/sessions/00000000-0000-4000-8000-00000000005e');
    const router = createAppRouter();
    await settled(router);
    expect(router.state.matches.at(-1)?.route.path).toBe('/sessions/:id');
    await router.navigate('/sessions');
    expect(router.state.matches.at(-1)?.route.path).toBe('/sessions');
    await router.navigate('/no-such-screen');
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    router.dispose();
  });

  it('an address it cannot place adds every screen, so the router decides it as with all of them', async () => {
    window.history.replaceState(null, '', '/USERS');
    const router = createAppRouter();
    await settled(router);
    expect(router.state.matches.at(-1)?.route.path).toBe('/users');
    expect(screensIn(router)).toHaveLength(SCREENS.length);
    router.dispose();
  });
});

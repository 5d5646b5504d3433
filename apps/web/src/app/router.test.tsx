import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteErrorPage } from './ErrorPage.tsx';
import { page, PAGE_LOAD_FAILED, routes } from './router.tsx';

async function settledPath(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized && router.state.navigation.state === 'idle') return resolve();
    const stop = router.subscribe((s) => {
      if (!s.initialized || s.navigation.state !== 'idle') return;
      stop();
      resolve();
    });
  });
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
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteErrorPage />,
      ...page(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    },
  ]);
  render(<RouterProvider router={router} />);
  expect(await screen.findByText(`Error: ${PAGE_LOAD_FAILED}`)).toBeTruthy();
  expect(screen.queryByText('An unexpected error occurred!')).toBeNull();
});

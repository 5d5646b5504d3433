import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '../lib/auth.ts';
import { renderWithProviders } from '../test/render.tsx';
import { aUser } from '../test/users.ts';
import { RedirectIfLoggedIn } from './guards.tsx';

const user = (shouldSetCredentials: boolean) =>
  aUser({
    id: '0d0b3050-169c-4e34-a2d0-3180d8abeaf2',
    username: 'oliviaoneil',
    name: "Olivia O'Neil",
    role: 3,
    authority: 3,
    shouldSetCredentials,
  });

const routes = [
  { element: <RedirectIfLoggedIn />, children: [{ path: '/login', element: <p>sign-in form</p> }] },
  { path: '/', element: <p>home</p> },
  { path: '/me/update-credentials', element: <p>set your credentials</p> },
];

describe('the sign-in page for someone signed in', () => {
  afterEach(() => authStore.logout());

  it('shows the form to a signed-out visitor', () => {
    renderWithProviders(routes, '/login');
    expect(screen.getByText('sign-in form')).toBeTruthy();
  });

  it('sends them where a sign-in lands: new credentials first while the account has its initial ones', async () => {
    authStore.login(user(true), 'token');
    const router = renderWithProviders(routes, '/login');
    expect(await screen.findByText('set your credentials')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/me/update-credentials');
  });

  it('sends everyone else home', async () => {
    authStore.login(user(false), 'token');
    renderWithProviders(routes, '/login');
    expect(await screen.findByText('home')).toBeTruthy();
  });
});

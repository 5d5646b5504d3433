import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../lib/i18n/index.ts';
import { startSignIn } from './sign-in-app.tsx';
import { SignInScreen } from './sign-in-screen.tsx';

/** The sign-in page as index.html holds it (the build renders this on the server: server-render/html-pages.tsx). */
function pageFromHtml() {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<SignInScreen onSignedIn={() => undefined} />);
  return container;
}

const field = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

afterEach(async () => {
  delete window.__signInShown;
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  await setLanguage('en');
});

describe('the sign-in page from the HTML (decision 0062)', () => {
  it('is hydrated in place, takes what was typed before the app came, then gives back the taps it held', async () => {
    const container = pageFromHtml();
    const heading = container.querySelector('h1');
    field(container, 'username').value = 'parttimer';
    field(container, 'password').value = 'school-ops-demo';
    const release = vi.fn();
    window.__signInShown = { language: 'en', release };
    const newRoot = vi.fn(() => createRoot(container));
    const errors = vi.spyOn(console, 'error');
    const sent = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ message: 'Invalid credentials' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      }),
    );

    await act(async () => startSignIn(container, newRoot));
    await waitFor(() => expect(release).toHaveBeenCalledOnce());
    expect(newRoot).not.toHaveBeenCalled();
    // Hydrated, not rendered anew: the heading on screen is the HTML's own element.
    expect(container.querySelector('h1')).toBe(heading);
    expect(errors).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(sent).toHaveBeenCalledOnce());
    const body = JSON.parse(String(sent.mock.calls[0]![1]!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ username: 'parttimer', password: 'school-ops-demo' });
  });

  it('renders the page itself when the HTML showed it in another language than the app reads', async () => {
    const container = pageFromHtml();
    const release = vi.fn();
    window.__signInShown = { language: 'ja', release };
    const newRoot = vi.fn(() => createRoot(container));
    await act(async () => startSignIn(container, newRoot));
    expect(release).toHaveBeenCalled();
    expect(newRoot).toHaveBeenCalledOnce();
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
  });
});

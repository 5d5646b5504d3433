import { hydrateRoot, type Root } from 'react-dom/client';
import { landingPath, type LoginReply } from '../features/auth/sign-in.ts';
import { authStore } from '../lib/auth.ts';
import { currentLanguage } from '../lib/i18n/index.ts';
import { SignInScreen } from './sign-in-screen.tsx';

/*
 * A fresh load of the sign-in page: the form in the signed-out shell, plain React without the router, the
 * query client, MUI and emotion (two thirds of the app's first JavaScript, most of its main-thread work).
 * The app comes after the sign-in.
 */

const loadApp = () => import('./full-app.tsx');

/**
 * The sign-in page in the HTML (decision 0062), shown by the first-paint loader in its language, is hydrated; if
 * there is none (a build without it) or the app reads another language, the app renders the page itself.
 */
export function startSignIn(container: HTMLElement, newRoot: () => Root) {
  let root: Root;
  const signedIn = async ({ user, payload }: LoginReply) => {
    const app = await loadApp();
    authStore.login(user, payload.token);
    history.replaceState(null, '', landingPath(user));
    await app.renderFullApp(root);
  };
  const shown = window.__signInShown;
  const screen = (
    // Typing is the moment to fetch the app: the sign-in then waits for the server only.
    <SignInScreen onSignedIn={signedIn} onEdit={() => void loadApp()} onReady={shown?.release} />
  );
  if (shown?.language === currentLanguage()) root = hydrateRoot(container, screen);
  else {
    shown?.release();
    root = newRoot();
    root.render(screen);
  }
}

import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { LoginForm } from '../features/auth/components/LoginForm.tsx';
import { landingPath, type LoginReply } from '../features/auth/sign-in.ts';
import { authStore } from '../lib/auth.ts';
import { PlainShell } from './shell/PlainShell.tsx';

/*
 * A fresh load of the sign-in page: the form in the signed-out shell, plain React without the router, the
 * query client, MUI and emotion (two thirds of the app's first JavaScript, most of its main-thread work).
 * The app comes after the sign-in.
 */

const loadApp = () => import('./full-app.tsx');

export function renderSignIn(root: Root) {
  const signedIn = async ({ user, payload }: LoginReply) => {
    const app = await loadApp();
    authStore.login(user, payload.token);
    history.replaceState(null, '', landingPath(user));
    await app.renderFullApp(root);
  };
  root.render(
    <StrictMode>
      <PlainShell signedIn={false}>
        {/* Typing is the moment to fetch the app: the sign-in then waits for the server only. */}
        <LoginForm onSignedIn={signedIn} onEdit={() => void loadApp()} />
      </PlainShell>
    </StrictMode>,
  );
}

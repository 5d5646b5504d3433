import { createRoot } from 'react-dom/client';
import { authStore } from './lib/auth.ts';
import { initSentry } from './lib/sentry.ts';

initSentry();
const root = createRoot(document.getElementById('root')!);
const { pathname } = window.location;

// A signed-out visitor at /login, or at / (which sends them there), gets the light sign-in page; every other
// case, the app with its router (which redirects as its guards say).
if (!authStore.get().isLoggedIn && (pathname === '/login' || pathname === '/')) {
  if (pathname !== '/login') history.replaceState(null, '', '/login');
  void import('./app/sign-in-app.tsx').then((m) => m.renderSignIn(root));
} else {
  void import('./app/full-app.tsx').then((m) => m.renderFullApp(root));
}

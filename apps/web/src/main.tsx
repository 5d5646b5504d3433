import { createRoot } from 'react-dom/client';
import { paintSessionsFirst } from './app/first-paint.tsx';
import { sessionsListPath } from './features/sessions/list-path.ts';
import { authStore } from './lib/auth.ts';
import { fetchEarly } from './lib/early.ts';
import { filterStore } from './lib/filter.ts';
import { initialLanguage, setLanguage } from './lib/i18n/index.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { initSentry } from './lib/sentry.ts';
import { afterPaint } from './lib/use-after-paint.ts';

initSentry();
const root = createRoot(document.getElementById('root')!);
const { pathname } = window.location;
const signedIn = authStore.get().isLoggedIn;
const loadApp = () => void import('./app/full-app.tsx').then((m) => m.renderFullApp(root));

// English is in the entry; a Japanese reader's catalog arrives before anything is painted (a small chunk), and
// if it cannot be fetched the app starts in English.
void setLanguage(initialLanguage())
  .catch(() => undefined)
  .then(start);

// The service worker (the installable, offline app) comes after the page has loaded: its precaching must not
// compete with the first paint.
if (document.readyState === 'complete') registerServiceWorker();
else window.addEventListener('load', registerServiceWorker, { once: true });

// A signed-out visitor at /login, or at / (which sends them there), gets the light sign-in page; every other
// case, the app with its router (which redirects as its guards say).
function start() {
  if (!signedIn && (pathname === '/login' || pathname === '/')) {
    if (pathname !== '/login') history.replaceState(null, '', '/login');
    void import('./app/sign-in-app.tsx').then((m) => m.renderSignIn(root));
  } else if (signedIn && pathname === '/sessions') {
    // The heading is painted first; requests started before it would share the phone's connection with it.
    paintSessionsFirst(root, filterStore.get().date);
    afterPaint(() => {
      startEarly();
      loadApp();
    });
  } else {
    if (signedIn) startEarly();
    loadApp();
  }
}

/**
 * What a signed-in load needs after the app's code, fetched alongside it instead: the bar's signed-in parts
 * and, for the sessions list (the page staff open most, on phones), its code and the day's list.
 */
function startEarly() {
  void import('./app/shell/SignedInParts.tsx');
  const { schoolName, date } = filterStore.get();
  if (pathname === '/sessions') {
    void import('./features/sessions/pages/SessionsPage.tsx');
    if (date) fetchEarly(sessionsListPath({ schoolName, date, showCanceled: false }));
  }
}

import { createRoot, type Root } from 'react-dom/client';
import { appTakesOver, hasFirstPaint, paintFirst, paintRead, paintRecord, waitsForRecord } from './app/first-paint.tsx';
import { loadInStages } from './app/load-in-stages.ts';
import { matchRoute, startCode, startReads, startRoute } from './app/route-start.ts';
import { showPage, type ServerPaint } from './first-paint/loader.ts';
import { authStore } from './lib/auth.ts';
import { filterStore } from './lib/filter.ts';
import { initialLanguage, setLanguage } from './lib/i18n/index.ts';
import { savedRecord } from './lib/saved-queries.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { initSentry } from './lib/sentry.ts';
import { afterPaint } from './lib/use-after-paint.ts';

initSentry();
/** How long a record's screen lets its read go first before its code is requested anyway. */
const RECORD_WAIT_MS = 1500;
/** How long a warm visit's code waits for the server's page before it starts anyway (the app then paints itself). */
const PAGE_WAIT_MS = 1500;
const container = document.getElementById('root')!;
let created: Root | undefined;
/** React's root in the page, made when first painted into: a page the server rendered is hydrated instead. */
const root = () => (created ??= createRoot(container));
const { isLoggedIn: signedIn, user } = authStore.get();
const pathname = entryPath();
const at = location.pathname + location.search;
/** The page the server rendered for this address, on screen with the data it was rendered from. */
const shownPaint = (): ServerPaint | undefined => (window.__serverPaint?.at === at ? window.__serverPaint : undefined);
// On a cold visit the loader has shown it already (first-paint/loader.ts, decision 0052).
const serverPaint = shownPaint();
// On a warm visit it is on its way (decision 0054): shown if it answers before the app's first render.
const pageComing = serverPaint ? undefined : window.__serverPage;
/** Set once the app has chosen how it starts (hydrating the server's page or rendering its own): a later page is dropped. */
let appStarting = false;
/**
 * The app's code, on the device, starts once the server's page is painted (or answered nothing), or after
 * PAGE_WAIT_MS: its evaluation, tasks of up to a few hundred ms on a phone, would hold the page's paint back.
 */
const codeMayStart: Promise<unknown> = pageComing
  ? Promise.race([
      pageComing.then(() => new Promise((painted) => afterPaint(() => painted(undefined)))),
      new Promise((resolve) => setTimeout(resolve, PAGE_WAIT_MS)),
    ])
  : Promise.resolve();
const loadApp = () =>
  void codeMayStart
    .then(loadInStages)
    .then(() => import('./app/full-app.tsx'))
    .then((m) =>
      m.startFullApp(container, root, () => {
        appStarting = true;
        return shownPaint();
      }),
    );
const route = matchRoute(pathname);
// Signed out, only the screens anyone may open (a missing page, an expired sign-in) paint first.
const paintsFirst = route !== null && hasFirstPaint(route.path, user);
// A record's screen (a student, a book…) is titled by its first read: that read cannot wait for a paint.
const paintsRecord = paintsFirst && waitsForRecord(route.path);
// With the service worker in control the app's code is on the device (its precache): fetching it shares no
// connection with the first paint, so it is not held back for it.
const codeOnDevice = Boolean(navigator.serviceWorker?.controller);
// The screen's code and first reads (app/route-start.ts, decision 0037), alongside a Japanese reader's catalog;
// a screen whose heading the entry paints from what it knows starts them after that paint (below), unless the code
// is on the device (decision 0050).
const firstReads = startFirst();
showServerPage();

/**
 * The address the entry serves. Someone whose credentials are set has nothing to do at /me/update-credentials:
 * the page sends them home once the app is there (MePage), and the entry does so before it paints anything.
 */
function entryPath(): string {
  const asked = window.location.pathname;
  if (asked !== '/me/update-credentials' || !user || user.shouldSetCredentials) return asked;
  history.replaceState(null, '', '/');
  return '/';
}

type Reads = ReturnType<typeof startRoute>;

function startFirst(): Reads | Promise<Reads> {
  if (!route || !signedIn) return [];
  // The server's page came with its data: the app's code is all that is missing.
  if (serverPaint) return [];
  // The server's page is coming with its data: its reads would share the link with it, so they start only if it
  // answers nothing.
  if (pageComing) {
    void codeMayStart.then(() => startCode(route, { serverPage: Boolean(shownPaint()) }));
    return pageComing.then((answer) => (answer ? [] : startReads(route, window.location.search)));
  }
  // A record's screen starts its read alone: its heading waits on that reply, which must not share the link with
  // the code.
  if (paintsRecord) return startReads(route, window.location.search);
  // Started after the heading's paint (start, below): on the network they would share the link with it.
  if (paintsFirst && !codeOnDevice) return [];
  return startRoute(route, window.location.search);
}

/**
 * The server's page, when it answers a warm visit before the app has started, replaces the entry's plain paint:
 * it is the whole page, and the app hydrates it (decision 0054). Later, it is dropped: the app paints itself.
 */
function showServerPage() {
  void pageComing
    ?.then((answer) => {
      if (!answer || appStarting) return;
      appTakesOver();
      created?.unmount();
      created = undefined;
      showPage(answer.page, at, answer.position);
    })
    .catch(() => undefined)
    .finally(() => {
      window.__askingServer = false;
    });
}

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
    void import('./app/sign-in-app.tsx').then((m) => m.startSignIn(container, root));
  } else if (shownPaint()) {
    // The screen's code after the library chunks (load-in-stages.ts): it imports them.
    void loadInStages().then(() => {
      if (route) startCode(route, { serverPage: true });
      loadApp();
    });
  } else if (route && paintsRecord) {
    // The bar now, the record's heading from the device's saved copy or when its read answers, then the code
    // (after that paint).
    const context = { filter: filterStore.get(), user };
    paintFirst(root(), route.path, context);
    const saved = route.params.id ? savedRecord(route.params.id) : undefined;
    if (saved) paintRecord(root(), route.path, { ok: true, parsed: { document: saved } }, context);
    const code = () => {
      void codeMayStart.then(() => startCode(route));
      loadApp();
    };
    const read = Promise.resolve(firstReads)
      .then((reads) => reads[0])
      .then((reply) => reply && paintRecord(root(), route.path, reply, context))
      .catch(() => undefined);
    // A slow server holds the code back no longer than this; a heading already painted, or code on the device,
    // not at all.
    const enough = new Promise((resolve) => setTimeout(resolve, RECORD_WAIT_MS));
    const heldBack = saved !== undefined || codeOnDevice ? Promise.resolve() : Promise.race([read, enough]);
    void heldBack.then(() => afterPaint(code));
  } else if (route && paintsFirst) {
    // The heading, then (on the network, after its paint) the requests, which would share the link with it; with
    // the code on the device, startFirst has started them already. A banner the first read calls for is painted
    // when it answers, if the app is not there yet.
    const context = { filter: filterStore.get(), user };
    paintFirst(root(), route.path, context);
    // Signed out, this is a status page (a missing page, an expired sign-in), whole as painted: its one way on is
    // a link to a page of its own, and the app's code would only repaint it.
    if (!signedIn) return;
    const fromRead = (reads: Reads | Promise<Reads>) =>
      void Promise.resolve(reads)
        .then((started) => started[0])
        .then((reply) => reply && paintRead(root(), route.path, reply, context))
        .catch(() => undefined);
    if (codeOnDevice) {
      fromRead(firstReads);
      loadApp();
    } else
      afterPaint(() => {
        fromRead(startRoute(route, window.location.search));
        loadApp();
      });
  } else {
    loadApp();
  }
}

import type { EmotionCache } from '@emotion/cache';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { SERVER_STYLES_ID, type ServerPaint } from '../first-paint/loader.ts';
import { AppReady } from '../lib/app-ready.tsx';
import { onFirstTouch } from '../lib/first-touch.ts';
import { readOnServer } from '../lib/read-positions.ts';
import { appTakesOver } from './first-paint.tsx';
import { Providers, restoreSavedQueries, takeServerState } from './providers.tsx';
import { routerReady } from './router-ready.ts';
import { createAppRouter } from './router.tsx';
import { cacheWithNames, namesInCss, seededCache, seededNames, takeAsWritten } from './styles/seeded-cache.ts';
import { loadSeededStyles } from './styles/seeded-styles.ts';

/** How long the app waits for the seeded styles once its page's code is in: without them it only renders slower. */
const STYLES_GRACE_MS = 1000;

type AppRouter = ReturnType<typeof createAppRouter>;

/** The seeded stylesheet (decision 0048), or null if it has not loaded within the grace. */
function seededSheet(): Promise<CSSStyleSheet | null> {
  const grace = new Promise<null>((resolve) => setTimeout(() => resolve(null), STYLES_GRACE_MS));
  return Promise.race([loadSeededStyles(), grace]);
}

/**
 * emotion's cache for a page the server rendered: the names its styles hold (decision 0057). Every screen's seeded
 * sheet is left for the person's first touch, key or focus, or the first navigation: parsing it and matching the
 * page against its rules was one or two of a phone's long tasks on every route, for styles this page already has;
 * what the person then opens or reveals (a dialog, a verdict, the next screen) starts from it again.
 */
function serverPageCache(router: AppRouter): EmotionCache {
  const css = document.getElementById(SERVER_STYLES_ID)?.textContent ?? '';
  const cache = cacheWithNames(namesInCss(css));
  const start = router.state.location.key;
  const load = () => {
    stopTouch();
    unsubscribe();
    void loadSeededStyles().then((sheet) => sheet && takeAsWritten(cache, seededNames(sheet)));
  };
  const stopTouch = onFirstTouch(load);
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.key !== start) load();
  });
  return cache;
}

/**
 * The router with its first page's code and the saved queries, then the styles: the server's page's, or the seeded
 * sheet. What a first render needs. `takePage` says whether it hydrates a page the server rendered.
 */
async function prepare<Page>(takePage: () => Page | undefined) {
  const router = createAppRouter();
  // The saved queries are restored while the page's code loads: the first render has the screen's data.
  await Promise.all([routerReady(router), restoreSavedQueries()]);
  const page = takePage();
  const styleCache = page ? serverPageCache(router) : seededCache(await seededSheet());
  appTakesOver();
  const app = (
    <StrictMode>
      <AppReady>
        <Providers styleCache={styleCache}>
          <RouterProvider router={router} />
        </Providers>
      </AppReady>
    </StrictMode>
  );
  return { app, page };
}

/**
 * The whole app, routed from the address bar's path. It replaces what is on screen (the loading shell, the
 * first paint, the sign-in form) once the page's code is in, not with a blank page meanwhile, and renders as
 * a transition: React works in slices, so a phone's main thread is never blocked for long (total blocking time).
 */
export async function renderFullApp(root: Root) {
  const { app } = await prepare(() => undefined);
  startTransition(() => root.render(app));
}

/**
 * The app, over the page the server rendered if it is on screen when the app is ready (`takePage`, asked once
 * the first render's needs are in: a page answering a warm visit may come meanwhile), else rendered in `root`.
 */
export async function startFullApp(
  container: HTMLElement,
  root: () => Root,
  takePage: () => Pick<ServerPaint, 'state' | 'position'> | undefined,
) {
  const { app, page: paint } = await prepare(takePage);
  if (paint) hydrate(container, app, paint);
  else startTransition(() => root().render(app));
}

/**
 * The app over the page the server rendered (decisions 0052, 0054): React hydrates that page instead of making it
 * again, from the same data (the server's, newer than the device's), in a transition. Whatever differs (a part the
 * device renders otherwise) React renders anew, and says so on the console.
 */
function hydrate(container: HTMLElement, app: ReactNode, paint: Pick<ServerPaint, 'state' | 'position'>) {
  takeServerState(paint.state);
  readOnServer(paint.position);
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error, info) =>
        console.warn('school-ops: the page the server rendered was rendered anew:', error, info.componentStack),
    });
  });
}

import { startTransition, StrictMode, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import type { ServerPaint } from '../first-paint/loader.ts';
import { AppReady } from '../lib/app-ready.tsx';
import { readOnServer } from '../lib/read-positions.ts';
import { appTakesOver } from './first-paint.tsx';
import { Providers, restoreSavedQueries, takeServerState } from './providers.tsx';
import { routerReady } from './router-ready.ts';
import { createAppRouter } from './router.tsx';
import { seededCache } from './styles/seeded-cache.ts';
import { loadSeededStyles } from './styles/seeded-styles.ts';

/** How long the app waits for the seeded styles once its page's code is in: without them it only renders slower. */
const STYLES_GRACE_MS = 1000;

/** The seeded stylesheet (decision 0048), or null if it has not loaded within the grace after the page's code. */
async function seededSheet(router: Promise<void>): Promise<CSSStyleSheet | null> {
  const sheet = loadSeededStyles();
  await router;
  return Promise.race([sheet, new Promise<null>((resolve) => setTimeout(() => resolve(null), STYLES_GRACE_MS))]);
}

/** The router with its first page's code, the seeded styles and the saved queries: what a first render needs. */
async function prepare() {
  const router = createAppRouter();
  // The saved queries are restored while the page's code loads: the first render has the screen's data.
  const [sheet] = await Promise.all([seededSheet(routerReady(router)), restoreSavedQueries()]);
  appTakesOver();
  const app = (
    <StrictMode>
      <AppReady>
        <Providers styleCache={seededCache(sheet)}>
          <RouterProvider router={router} />
        </Providers>
      </AppReady>
    </StrictMode>
  );
  return app;
}

/**
 * The whole app, routed from the address bar's path. It replaces what is on screen (the loading shell, the
 * first paint, the sign-in form) once the page's code is in, not with a blank page meanwhile, and renders as
 * a transition: React works in slices, so a phone's main thread is never blocked for long (total blocking time).
 */
export async function renderFullApp(root: Root) {
  const app = await prepare();
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
  const app = await prepare();
  const paint = takePage();
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

import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { appTakesOver } from './first-paint.tsx';
import { Providers, restoreSavedQueries } from './providers.tsx';
import { createAppRouter } from './router.tsx';
import { seededCache } from './styles/seeded-cache.ts';
import { loadSeededStyles } from './styles/seeded-styles.ts';

type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has loaded the first page's code (its lazy route). */
function loaded(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** How long the app waits for the seeded styles once its page's code is in: without them it only renders slower. */
const STYLES_GRACE_MS = 1000;

/** The seeded stylesheet (decision 0048), or null if it has not loaded within the grace after the page's code. */
async function seededSheet(router: Promise<void>): Promise<CSSStyleSheet | null> {
  const sheet = loadSeededStyles();
  await router;
  return Promise.race([sheet, new Promise<null>((resolve) => setTimeout(() => resolve(null), STYLES_GRACE_MS))]);
}

/**
 * The whole app, routed from the address bar's path. It replaces what is on screen (the loading shell, the
 * first paint, the sign-in form) once the page's code is in, not with a blank page meanwhile, and renders as
 * a transition: React works in slices, so a phone's main thread is never blocked for long (total blocking time).
 */
export async function renderFullApp(root: Root) {
  const router = createAppRouter();
  // The saved queries are restored while the page's code loads: the first render has the screen's data.
  const [sheet] = await Promise.all([seededSheet(loaded(router)), restoreSavedQueries()]);
  const styleCache = seededCache(sheet);
  appTakesOver();
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers styleCache={styleCache}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
}

import { useEffect, type ReactNode } from 'react';

declare global {
  interface Window {
    /** Set once the app has rendered (or hydrated) its first page: it answers the person from then on. */
    __appReady?: boolean;
  }
}

/** The page the server rendered, held until the app answers (first-paint/loader.ts), is given back. */
function ready() {
  window.__serverPaint?.release();
  window.__appReady = true;
}

/** How long after the app's first commit the page is given back anyway: a route that fails has no page. */
const SAFETY_MS = 1500;

/**
 * Beside the page, in the shell: when its part of the page has committed (hydrated from the server's, or
 * rendered), the page held until then is given back to the person, a tap made meanwhile tapped again, and the page
 * says it is ready (the end-to-end tests wait for it before they interact). Earlier, React could not yet answer a
 * tap on the page's elements.
 */
export function PageReady() {
  useEffect(ready, []);
  return null;
}

/** Wraps the app: gives the page back a moment after the first commit, should no page ever commit. */
export function AppReady({ children }: { children: ReactNode }) {
  useEffect(() => {
    const timer = setTimeout(ready, SAFETY_MS);
    return () => clearTimeout(timer);
  }, []);
  return children;
}

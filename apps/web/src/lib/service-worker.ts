import { useSyncExternalStore } from 'react';

/*
 * The service worker of the installable app (apps/web/pwa.ts, decision 0031). A new version is installed in the
 * background and waits: the person is told and reloads when it suits them, never in the middle of a session.
 */

let updateReady = false;
let applyUpdate: (() => void) | undefined;
const listeners = new Set<() => void>();

export function registerServiceWorker() {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void import('workbox-window').then(({ Workbox }) => {
    const wb = new Workbox('/sw.js', { scope: '/' });
    wb.addEventListener('waiting', () => {
      updateReady = true;
      listeners.forEach((l) => l());
    });
    applyUpdate = () => {
      wb.addEventListener('controlling', () => window.location.reload());
      // The generated worker takes over on this message (vite-plugin-pwa's 'prompt' mode).
      wb.messageSkipWaiting();
    };
    void wb.register().then((registration) => {
      // A tablet left open all day still hears of a new version.
      if (registration) setInterval(() => void registration.update().catch(() => undefined), 60 * 60 * 1000);
    });
  });
}

export const useUpdateReady = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    () => updateReady,
    () => false,
  );

/** The waiting version takes over and the page reloads into it. */
export const reloadToUpdate = () => applyUpdate?.();

/** Cache Storage holding personal data (a session's signed files): deleted at every sign-out (decision 0031). */
export const SIGNED_FILES_CACHE = 'school-ops-signed-files';
export function forgetCachedFiles() {
  if (typeof caches !== 'undefined') void caches.delete(SIGNED_FILES_CACHE).catch(() => undefined);
}

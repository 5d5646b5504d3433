import { VitePWA } from 'vite-plugin-pwa';

import { SIGNED_FILES_CACHE } from './src/lib/service-worker.ts';

/**
 * The installable app and its service worker (issue 20, decision 0031): Workbox precaches the shell, every
 * screen's code, the Japanese catalog, the icons and the letter audio, so the app opens with no network; a new
 * version waits for 'Reload to update' (registerType 'prompt') instead of swapping under a person mid-session.
 * API replies are never put in Cache Storage: reads come from the query cache (localStorage, cleared at logout),
 * and the only runtime cache holds the signed files of sessions, which logout deletes.
 */
export const pwa = () =>
  VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['favicon.svg', 'icons/*.png', 'audio/*.mp3'],
    manifest: {
      id: '/',
      name: 'School Ops',
      short_name: 'School Ops',
      description: 'Reading sessions, shifts, activities and pick-ups for school staff.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      background_color: '#ffffff',
      theme_color: '#1f5fa8',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,mp3,webmanifest}'],
      // Client routes open from the cached shell; the API, the audio and stored files are never answered by it.
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/audio\//, /^\/object-storage\//],
      cleanupOutdatedCaches: true,
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      runtimeCaching: [
        {
          // A session's word pictures (signed for an hour): kept so a session opened today works offline.
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && url.pathname.startsWith('/api/object-storage/signed-url-read/'),
          handler: 'CacheFirst',
          options: {
            cacheName: SIGNED_FILES_CACHE,
            expiration: { maxEntries: 400, maxAgeSeconds: 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });

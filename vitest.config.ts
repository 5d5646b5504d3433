import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          env: { NODE_ENV: 'test' },
          globalSetup: ['./src/test/global-setup.ts'],
          // One database per worker, migrated once, reset between tests (see src/test/database.ts).
          pool: 'forks',
          isolate: false,
          fileParallelism: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The layout's lint rules (decision 0022), proved on probe imports.
        test: { name: 'layout', root: '.', include: ['scripts/*.test.ts'], environment: 'node', testTimeout: 60_000 },
      },
      {
        // The web build's own plugins (apps/web/*.ts), in Node.
        test: { name: 'web-build', root: './apps/web', include: ['*.test.ts'], environment: 'node' },
      },
      {
        // The server's render of the web app's pages (decision 0052), in Node as the server runs it.
        test: {
          name: 'web-server',
          root: './apps/web',
          include: ['src/server-render/**/*.test.{ts,tsx}'],
          environment: 'node',
          server: { deps: { inline: ['i18next-icu'] } },
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/server-render/**'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
          // i18next-icu default-imports intl-messageformat's CommonJS build: let Vite resolve it as the app's build does.
          server: { deps: { inline: ['i18next-icu'] } },
          // Typing whole forms with user-event is slow on a busy 2-core machine; this only guards hangs.
          testTimeout: 20_000,
        },
      },
    ],
  },
});

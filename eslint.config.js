import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import { layout } from './eslint.layout.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'apps/server/drizzle/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/.cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Every request goes through lib/api-client.ts, which maps statuses to behaviour (decision 0028).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    // The first-paint loader runs inline in index.html, before any module: it imports nothing (decision 0052).
    ignores: [
      'apps/web/src/lib/api-client.ts',
      'apps/web/src/first-paint/loader.ts',
      '**/*.test.{ts,tsx}',
      '**/test-helpers.tsx',
      'apps/web/src/test/**',
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the API through lib/api-client.ts (request, api, getDocument…).' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Call the API through lib/api-client.ts.' },
        { object: 'globalThis', property: 'fetch', message: 'Call the API through lib/api-client.ts.' },
      ],
    },
  },
  {
    // A query's data re-renders in a transition, not synchronously (decision 0042).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/query-hooks.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useQuery', 'useInfiniteQuery', 'useSuspenseQuery', 'useQueries'],
              message: 'Use lib/query-hooks.ts: its re-renders are transitions (decision 0042).',
            },
            {
              name: '@tanstack/react-query-persist-client',
              importNames: ['PersistQueryClientProvider'],
              message: 'Use lib/query-persistence.tsx (decision 0042).',
            },
          ],
        },
      ],
    },
  },
  ...layout,
  // Formatting is Prettier's (npm run format); ESLint keeps to correctness and layout.
  prettier,
);

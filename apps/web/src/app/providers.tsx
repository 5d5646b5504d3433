import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PersistedQueryClientProvider, restoreQueries, type PersistOptions } from '../lib/query-persistence.tsx';
import { persister, PERSISTED_KEYS, queryClient } from '../lib/query.ts';
import { SAVED_BUSTER, SAVED_MAX_AGE_MS } from '../lib/saved-queries.ts';
import { theme } from './theme.ts';

const persistOptions: PersistOptions = {
  persister,
  maxAge: SAVED_MAX_AGE_MS,
  buster: SAVED_BUSTER,
  dehydrateOptions: {
    shouldDehydrateQuery: (q) => q.state.status === 'success' && PERSISTED_KEYS.has(String(q.queryKey[0])),
  },
};

// The saved cache is written at most every 5 s, so it may predate the last change: show it at once, then ask the
// server again.
const onRestored = () => void queryClient.invalidateQueries();

/** The device's saved queries in the app's cache, before its first render (decision 0050). */
export const restoreSavedQueries = () => restoreQueries(queryClient, persistOptions, onRestored);

/** The data a page was rendered with on the server (decision 0052), into the app's cache before its first render. */
export const takeServerState = (state: unknown) => hydrate(queryClient, state as DehydratedState);

/** `styleCache`: emotion's cache, seeded with the rules already on the page (full-app.tsx); else emotion's own. */
export function Providers({ children, styleCache }: { children: ReactNode; styleCache?: EmotionCache }) {
  const app = (
    <PersistedQueryClientProvider client={queryClient} onRestored={onRestored} persistOptions={persistOptions}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </PersistedQueryClientProvider>
  );
  return styleCache ? <CacheProvider value={styleCache}>{app}</CacheProvider> : app;
}

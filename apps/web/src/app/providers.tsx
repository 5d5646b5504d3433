import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import type { ReactNode } from 'react';
import { PersistedQueryClientProvider } from '../lib/query-persistence.tsx';
import { persister, PERSISTED_KEYS, queryClient } from '../lib/query.ts';
import { theme } from './theme.ts';

/** `styleCache`: emotion's cache, seeded with the rules already on the page (full-app.tsx); else emotion's own. */
export function Providers({ children, styleCache }: { children: ReactNode; styleCache?: EmotionCache }) {
  const app = (
    <PersistedQueryClientProvider
      client={queryClient}
      // The saved cache is written at most every 5 s, so it may predate the last change: show it at
      // once, then ask the server again.
      onRestored={() => void queryClient.invalidateQueries()}
      persistOptions={{
        persister,
        maxAge: 24 * 60 * 60 * 1000,
        buster: 'v1',
        dehydrateOptions: {
          shouldDehydrateQuery: (q) => q.state.status === 'success' && PERSISTED_KEYS.has(String(q.queryKey[0])),
        },
      }}
    >
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </PersistedQueryClientProvider>
  );
  return styleCache ? <CacheProvider value={styleCache}>{app}</CacheProvider> : app;
}

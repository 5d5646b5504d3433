import { CssBaseline, ThemeProvider } from '@mui/material';
import type { ReactNode } from 'react';
import { PersistedQueryClientProvider } from '../lib/query-persistence.tsx';
import { persister, PERSISTED_KEYS, queryClient } from '../lib/query.ts';
import { theme } from './theme.ts';

export function Providers({ children }: { children: ReactNode }) {
  return (
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
}

import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

interface Props {
  client: QueryClient;
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  /** Once the saved cache is restored (or found missing, old or unreadable). */
  onRestored?: () => void;
  children: ReactNode;
}

/**
 * TanStack's PersistQueryClientProvider, except that the end of restoring re-renders in a transition
 * (decision 0042): every screen's queries wait for it, and a plain state update would render the whole screen
 * with its data as one task.
 */
export function PersistedQueryClientProvider({ client, persistOptions, onRestored, children }: Props) {
  const [isRestoring, setIsRestoring] = useState(true);
  const latest = useRef({ persistOptions, onRestored });
  useEffect(() => {
    latest.current = { persistOptions, onRestored };
  });
  const restoreStarted = useRef(false);

  useEffect(() => {
    const options = { ...latest.current.persistOptions, queryClient: client };
    if (!restoreStarted.current) {
      restoreStarted.current = true;
      void persistQueryClientRestore(options)
        .then(() => latest.current.onRestored?.())
        .catch(() => undefined)
        .finally(() => startTransition(() => setIsRestoring(false)));
    }
    return isRestoring ? undefined : persistQueryClientSubscribe(options);
  }, [client, isRestoring]);

  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}

import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

export type PersistOptions = Omit<PersistQueryClientOptions, 'queryClient'>;

interface Props {
  client: QueryClient;
  persistOptions: PersistOptions;
  /** Once the saved cache is restored (or found missing, old or unreadable). */
  onRestored?: () => void;
  children: ReactNode;
}

const restoring = new WeakMap<QueryClient, Promise<void>>();
const restored = new WeakSet<QueryClient>();

/**
 * Restores the saved cache into `client`, once (later calls get the first call's promise). Called before the app's
 * first render (full-app.tsx), the screen renders with the saved data in that render (decision 0050); the saved
 * cache is in localStorage, so restoring takes no more than a read and a parse.
 */
export function restoreQueries(client: QueryClient, persistOptions: PersistOptions, onRestored?: () => void) {
  let restore = restoring.get(client);
  if (!restore) {
    restore = persistQueryClientRestore({ ...persistOptions, queryClient: client })
      .then(() => onRestored?.())
      .catch(() => undefined)
      .finally(() => restored.add(client));
    restoring.set(client, restore);
  }
  return restore;
}

/**
 * TanStack's PersistQueryClientProvider, except that a cache restored before the first render (restoreQueries) is
 * not restored again, and the end of a restore started here re-renders in a transition (decision 0042): every
 * screen's queries wait for it, and a plain state update would render the whole screen with its data as one task.
 */
export function PersistedQueryClientProvider({ client, persistOptions, onRestored, children }: Props) {
  const [isRestoring, setIsRestoring] = useState(() => !restored.has(client));
  const latest = useRef({ persistOptions, onRestored });
  useEffect(() => {
    latest.current = { persistOptions, onRestored };
  });

  useEffect(() => {
    const options = { ...latest.current.persistOptions, queryClient: client };
    if (!isRestoring) {
      const unsubscribe = persistQueryClientSubscribe(options);
      // Saved once now too: data put in the cache before this subscription (a page the server rendered, decision
      // 0052) changes nothing afterwards, and would otherwise never be kept for the next visit. The persister
      // writes later, throttled.
      void persistQueryClientSave(options).catch(() => undefined);
      return unsubscribe;
    }
    void restoreQueries(client, latest.current.persistOptions, latest.current.onRestored).then(() =>
      startTransition(() => setIsRestoring(false)),
    );
    return undefined;
  }, [client, isRestoring]);

  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}

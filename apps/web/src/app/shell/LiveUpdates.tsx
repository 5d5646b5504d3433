import { useQueryClient, type InvalidateQueryFilters } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectLive } from '../../lib/live.ts';
import { holdsRestoredData } from '../../lib/query.ts';
import { LIVE_REFRESH } from './live-refresh.ts';
import { SyncStatus } from './SyncStatus.tsx';

/**
 * While someone is signed in: the live stream keeps every screen's data current (what others just did shows
 * within a second), and SyncStatus says when it cannot, since when the screen's data dates, and what this
 * device holds to send.
 */
export function LiveUpdates() {
  const qc = useQueryClient();

  useEffect(() => {
    // While this person's own change is on its way, a refetch could answer with the state before it and undo
    // what the screen shows for a moment (a switch flips back): refreshes wait until their changes have settled.
    let waiting: (InvalidateQueryFilters | undefined)[] = [];
    const invalidate = (filters?: InvalidateQueryFilters) =>
      void (filters ? qc.invalidateQueries(filters) : qc.invalidateQueries());
    const refresh = (filters?: InvalidateQueryFilters) => {
      if (qc.isMutating() === 0) invalidate(filters);
      else waiting.push(filters);
    };
    const unsubscribe = qc.getMutationCache().subscribe(() => {
      if (qc.isMutating() > 0 || waiting.length === 0) return;
      const due = waiting;
      waiting = [];
      due.forEach(invalidate);
    });
    const close = connectLive({
      onChange: (event) => {
        // A record just deleted (by this person, leaving its page, or another) is not fetched again: it would
        // 404 and move the screen to 'not found' under the person.
        const gone = event.deleted ?? [];
        const predicate = (q: { queryKey: readonly unknown[] }) => !gone.some((id) => q.queryKey.includes(id));
        for (const queryKey of LIVE_REFRESH[event.kind]) refresh({ queryKey, predicate });
      },
      onResync: () => refresh(),
      showsKeptData: () => holdsRestoredData(qc),
    });
    return () => {
      close();
      unsubscribe();
    };
  }, [qc]);

  return <SyncStatus />;
}

import { Chip } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { useQueryClient, type InvalidateQueryFilters } from '@tanstack/react-query';
import { useEffect } from 'react';
import { formatTime } from '../../lib/dates.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { connectLive } from '../../lib/live.ts';
import { useLiveState } from '../../lib/live-state.ts';
import { LIVE_REFRESH } from './live-refresh.ts';

/**
 * While someone is signed in: the live stream keeps every screen's data current (what others just did shows
 * within a second), and a quiet chip says when it cannot, and since when the screen's data dates.
 */
export function LiveUpdates() {
  const qc = useQueryClient();
  const { t } = useTranslation();
  const live = useLiveState();

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
    });
    return () => {
      close();
      unsubscribe();
    };
  }, [qc]);

  if (live.status !== 'down') return null;
  const since = live.since === null ? null : formatTime(new Date(live.since).toISOString());
  return (
    <Chip
      role="status"
      icon={<CloudOffIcon />}
      label={since ? t('live.offlineSince', { time: since }) : t('live.offline')}
      size="small"
      sx={{
        position: 'fixed',
        bottom: 12,
        left: 12,
        zIndex: (theme) => theme.zIndex.snackbar - 1,
        bgcolor: 'grey.800',
        color: 'common.white',
        '& .MuiChip-icon': { color: 'inherit' },
      }}
    />
  );
}

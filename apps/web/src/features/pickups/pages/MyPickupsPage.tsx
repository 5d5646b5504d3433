import { Alert, Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import { nextPickupStatus, type PickupDto } from '@school-ops/shared';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { DayState } from '../../../components/DayState.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { formatDate, formatTime, today } from '../../../lib/dates.ts';
import { useGlobalFilter } from '../../../lib/filter.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useWaitingFor } from '../../../lib/outbox/outbox.ts';
import { useNotify } from '../../../lib/status.ts';
import { useMyPickups, useSetPickupStatus } from '../api.ts';
import { ManualLink, PickupStudents, PickupSummary, staffName } from '../components/PickupDetails.tsx';
import { usePickupWords } from '../labels.ts';

/** My Pickups: the signed-in teacher's pickups of the (global) date, each with its next status step. */
export default function MyPickupsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { date } = useGlobalFilter();
  const mine = useMyPickups(user?.id, date);

  return (
    <>
      <PageHeader title={t('pickups.mine.title')} />
      {date && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('pickups.mine.date', { date: formatDate(date) })}
        </Typography>
      )}
      <DayState date={date} what={t('pickups.mine.dayStateWhat')} pending={mine.isPending} />
      {mine.isError && <ErrorText error={mine.error} />}
      {mine.data && !mine.data.hasShift && (
        <Alert severity="info">
          {/* Only today is called today (issue 16 item 6); another day is named (PICKUP_MESSAGES, noShiftText). */}
          {date === today() ? t('pickups.mine.noShiftToday') : t('pickups.mine.noShiftOn', { date: formatDate(date) })}
        </Alert>
      )}
      {mine.data?.hasShift && mine.data.pickups.length === 0 && (
        <Typography color="text.secondary">{t('pickups.mine.empty')}</Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {mine.data?.pickups.map((p) => (
          <MyPickupCard key={p.id} pickup={p} userId={user?.id ?? ''} />
        ))}
      </Box>
    </>
  );
}

function MyPickupCard({ pickup, userId }: { pickup: PickupDto; userId: string }) {
  const w = usePickupWords();
  const { t } = w;
  const notify = useNotify();
  const setStatus = useSetPickupStatus();
  const waiting = useWaitingFor(pickup.id);
  const next = nextPickupStatus(pickup.status);
  const others = pickup.shifts.filter((s) => s.userId !== userId);

  const advance = async () => {
    if (next === null) return;
    try {
      const sent = await setStatus.mutateAsync({ id: pickup.id, status: next, statusText: w.status(next) });
      notify.success(sent.queued ? t('offline.keptToSend') : t('pickups.statusSet', { status: w.status(next) }));
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  return (
    <Card component="article" aria-label={w.cardName(pickup)}>
      <CardContent>
        <PickupSummary pickup={pickup} />
        <ManualLink url={pickup.manualUrl} />
        <PickupStudents pickup={pickup} />
        <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', fontWeight: 600, mt: 1 }}>
          {t('pickups.mine.otherStaff')}
        </Typography>
        <Typography>
          {others.length > 0 ? others.map(staffName).join(t('pickups.mine.staffSeparator')) : t('pickups.mine.none')}
        </Typography>
        <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', fontWeight: 600, mt: 1 }}>
          {t('pickups.mine.comments')}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{pickup.comments || t('pickups.mine.none')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('pickups.mine.lastUpdate', { time: formatTime(pickup.lastUpdate) })}
        </Typography>
        {waiting && <Chip size="small" label={t('offline.recordWaiting')} sx={{ mt: 1 }} />}
        <Button
          variant="contained"
          size="large"
          fullWidth
          sx={{ mt: 2, minHeight: 48 }}
          disabled={next === null || !pickup.can.step || setStatus.isPending}
          onClick={() => void advance()}
        >
          {next === null ? t('pickups.mine.done') : t('pickups.mine.markAs', { status: w.status(next) })}
        </Button>
      </CardContent>
    </Card>
  );
}

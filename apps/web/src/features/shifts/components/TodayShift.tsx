import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth.ts';
import { today } from '../../../lib/dates.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { filterStore } from '../../../lib/filter.ts';
import { useMyShifts } from '../api.ts';
import { clock } from '../texts.ts';

/** Home: today's confirmed shift (school, start, end) with a link to that school's sessions. */
export function TodayShift() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const date = today();
  const shifts = useMyShifts(user?.id, date);
  return (
    <Card component="section" aria-labelledby="today-shift" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="today-shift" variant="h2" component="h2" gutterBottom>
          {t('shifts.today.title')}
        </Typography>
        {shifts.isPending && (
          // As tall as one shift's row (its times, then its button: wrapped on a phone), so that the cards below
          // do not move when a teacher's shift arrives (a layout shift on most school days).
          <Box sx={{ py: 0.5, minHeight: { xs: 'calc(1.1rem * 1.5 + 16px + 44px + 8px)', sm: 'calc(44px + 8px)' } }}>
            <Typography color="text.secondary">{t('shifts.today.loading')}</Typography>
          </Box>
        )}
        {shifts.isError && <Typography color="error">{t('shifts.today.error')}</Typography>}
        {shifts.data?.length === 0 && <Typography color="text.secondary">{t('shifts.today.none')}</Typography>}
        {shifts.data?.map((s) => (
          <Box key={s.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, py: 0.5 }}>
            <Typography sx={{ fontSize: '1.1rem' }}>
              <strong>{s.schoolName}</strong>
              {t('shifts.today.times', { start: clock(s.startTime), end: clock(s.endTime) })}
            </Typography>
            <Button
              component={Link}
              to="/sessions"
              variant="outlined"
              // The school's whole day: a class chosen earlier would hide most of it.
              onClick={() =>
                filterStore.set({ date, className: 'all', ...(s.schoolName && { schoolName: s.schoolName }) })
              }
            >
              {t('shifts.today.sessions', { school: String(s.schoolName) })}
            </Button>
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}

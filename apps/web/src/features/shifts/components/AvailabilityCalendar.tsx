import { Box, Typography } from '@mui/material';
import { deferred } from '../../../components/deferred.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { MARK_LABELS, MARK_STYLES, type AvailabilityDaysProps, type DayMark } from './availability-marks.ts';

export { MARK_LABELS, type DayMark } from './availability-marks.ts';

/** MUI X's calendar is 336 px high (its VIEW_HEIGHT); this keeps its room while its code loads. */
const AvailabilityDays = deferred<AvailabilityDaysProps>(
  () => import('./AvailabilityDays.tsx'),
  () => <Box sx={{ mx: 0, width: '100%', maxWidth: 360, height: 336 }} />,
);

/**
 * The month's days: tap to choose several, locked days disabled, marked by what they hold. The days' calendar
 * loads after the page's first paint (decision 0038); its legend shows at once.
 */
export function AvailabilityCalendar(props: AvailabilityDaysProps) {
  const { t } = useTranslation();
  return (
    <Box>
      <AvailabilityDays {...props} />
      <Box
        component="ul"
        aria-label={t('shifts.calendar.legend')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}
      >
        {(Object.keys(MARK_LABELS) as DayMark[]).map((m) => (
          <Box component="li" key={m} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box aria-hidden sx={{ width: 18, height: 18, borderRadius: '50%', ...MARK_STYLES[m] }} />
            <Typography variant="body2">{MARK_LABELS[m]()}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

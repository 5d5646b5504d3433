import { Box, Typography } from '@mui/material';
import { SCHOOLS, WEEKDAY_NAMES, type CreateUserData } from '@school-ops/shared';
import type { Control } from 'react-hook-form';
import { FormCheckbox } from '../../../components/form/FormCheckbox.tsx';
import { FormSelect } from '../../../components/form/FormSelect.tsx';
import { FormTimeField } from '../../../components/form/FormTimeField.tsx';
import { dayjs, dayjsLocale } from '../../../lib/dates.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { UserFormValues } from '../form.ts';

const SCHOOL_OPTIONS = SCHOOLS.map((s) => ({ value: s, label: s }));

/**
 * One row per weekday, Sunday first (index 0), as the server stores it. Times use the app's time picker
 * (h:mm A, 5-minute steps), as the shift forms do.
 */
export function MainShiftFields({ control }: { control: Control<UserFormValues, unknown, CreateUserData> }) {
  const { t } = useTranslation();
  // The weekday's name in the reader's language, from dayjs's locale (English: WEEKDAY_NAMES' words).
  const locale = dayjsLocale();
  const dayName = (i: number) => dayjs('2026-11-22').add(i, 'day').locale(locale).format('dddd');
  return (
    <>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="h2" sx={{ mb: 1 }}>
          {t('users.mainShift.title')}
        </Typography>
        {WEEKDAY_NAMES.map((day, i) => (
          <Box
            key={day}
            role="group"
            aria-label={dayName(i)}
            sx={{
              display: 'grid',
              gap: 1.5,
              alignItems: 'start',
              py: 1,
              gridTemplateColumns: { xs: '1fr 1fr', sm: '9rem 1.2fr 1fr 1fr' },
            }}
          >
            <FormCheckbox
              control={control}
              name={`mainShift.${i}.isActive`}
              label={dayName(i)}
              sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, m: 0 }}
            />
            <FormSelect
              control={control}
              name={`mainShift.${i}.schoolName`}
              label={t('users.mainShift.school')}
              size="small"
              sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
              native
              options={SCHOOL_OPTIONS}
            />
            <FormTimeField
              control={control}
              name={`mainShift.${i}.startTime`}
              label={t('users.mainShift.start')}
              size="small"
              empty=""
            />
            <FormTimeField
              control={control}
              name={`mainShift.${i}.endTime`}
              label={t('users.mainShift.end')}
              size="small"
              empty=""
            />
          </Box>
        ))}
      </Box>
    </>
  );
}

import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton } from '@mui/material';
import { DATE_FORMAT } from '@school-ops/shared';
import type { ReactNode } from 'react';
import { DateField } from '../../../components/DateField.tsx';
import { dayjs, today } from '../../../lib/dates.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

// YYYY-MM-DD in English; Japanese writes 2026年11月24日(火), which needs more room (it was cut off at 190 px).
const EN_WIDTH = 190;
const JA_WIDTH = 240;

/** A date ('YYYY-MM-DD') with previous-day and next-day buttons; only a good date reaches onChange. */
export function DayPicker({
  label,
  value,
  onChange,
  helperText,
}: {
  label: string;
  value: string;
  onChange(date: string): void;
  helperText?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const step = (n: number) =>
    onChange(
      dayjs(value || today())
        .add(n, 'day')
        .format(DATE_FORMAT),
    );
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
      <IconButton aria-label={t('shifts.dayPicker.previous')} onClick={() => step(-1)}>
        <ChevronLeftIcon />
      </IconButton>
      <DateField
        label={label}
        value={value}
        size="small"
        width={i18n.language === 'ja' ? JA_WIDTH : EN_WIDTH}
        helperText={helperText}
        onChange={(d, problem) => !problem && d && onChange(d)}
      />
      <IconButton aria-label={t('shifts.dayPicker.next')} onClick={() => step(1)}>
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}

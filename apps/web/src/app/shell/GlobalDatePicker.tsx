import RestoreIcon from '@mui/icons-material/Restore';
import { Box, IconButton } from '@mui/material';
import { DateField } from '../../components/DateField.tsx';
import { Hint } from '../../components/Hint.tsx';
import { today } from '../../lib/dates.ts';
import { filterStore, useGlobalFilter } from '../../lib/filter.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { dateFieldWidth } from './layout.ts';

/**
 * The top bar's date: YYYY-MM-DD, clearable, with a reset to today when it is not today. Only a good date
 * (or an emptied field) reaches the filter: while the text is wrong the field says why and the last good
 * date stays in force, across a reload too.
 */
export default function GlobalDatePicker() {
  const { date } = useGlobalFilter();
  const isToday = date === today();
  const { t, i18n } = useTranslation();
  return (
    <>
      {/* On a white card, so the field's label keeps its contrast against the blue top bar. */}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderRadius: 1,
          px: 1,
          py: 1,
        }}
      >
        <DateField
          label={t('shell.date')}
          value={date}
          clearable
          size="small"
          width={dateFieldWidth(i18n.language)}
          onChange={(next, problem) => {
            if (!problem && next !== date) filterStore.set({ date: next });
          }}
        />
        {!isToday && (
          <Hint title={t('shell.backToToday')}>
            <IconButton
              aria-label={t('shell.resetToToday')}
              color="primary"
              onClick={() => filterStore.set({ date: today() })}
            >
              <RestoreIcon />
            </IconButton>
          </Hint>
        )}
      </Box>
    </>
  );
}

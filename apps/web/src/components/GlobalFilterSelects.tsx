import { MenuItem, TextField } from '@mui/material';
import { ALL_SCHOOLS, CLASS_FILTERS, SCHOOLS } from '@school-ops/shared';
import { useTranslation } from '../lib/i18n/index.ts';
import { filterStore, useGlobalFilter } from '../lib/filter.ts';

type ClassFilter = (typeof CLASS_FILTERS)[number];

/** The global filter's school and class as two selects (spec: shared by session and activity lists). */
export function GlobalFilterSelects({ schoolName }: { schoolName?: string }) {
  const filter = useGlobalFilter();
  const { t } = useTranslation();
  // The class filters' words; the school names are names, the same in every language.
  const classLabels: Record<ClassFilter, string> = {
    AM: t('components.filter.am'),
    'all day': t('components.filter.allDay'),
    PM: t('components.filter.pm'),
  };
  return (
    <>
      <TextField
        select
        size="small"
        label={t('components.filter.school')}
        value={schoolName ?? filter.schoolName}
        onChange={(e) => filterStore.set({ schoolName: e.target.value })}
        sx={{ width: 160 }}
      >
        {SCHOOLS.map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
        <MenuItem value={ALL_SCHOOLS}>{t('components.filter.allSchools')}</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        label={t('components.filter.class')}
        value={filter.className || 'all'}
        onChange={(e) => filterStore.set({ className: e.target.value })}
        sx={{ width: 150 }}
      >
        <MenuItem value="all">{t('components.filter.allClasses')}</MenuItem>
        {CLASS_FILTERS.map((c) => (
          <MenuItem key={c} value={c}>
            {classLabels[c]}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}

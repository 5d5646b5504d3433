import { MenuItem, TextField } from '@mui/material';
import { ALL_SCHOOLS, CLASS_FILTERS, SCHOOLS } from '@school-ops/shared';
import { filterStore, useGlobalFilter } from '../lib/filter.ts';

/** The global filter's school and class as two selects (spec: shared by session and activity lists). */
export function GlobalFilterSelects({ schoolName }: { schoolName?: string }) {
  const filter = useGlobalFilter();
  return (
    <>
      <TextField
        select
        size="small"
        label="School"
        value={schoolName ?? filter.schoolName}
        onChange={(e) => filterStore.set({ schoolName: e.target.value })}
        sx={{ width: 160 }}
      >
        {SCHOOLS.map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
        <MenuItem value={ALL_SCHOOLS}>All schools</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        label="Class"
        value={filter.className || 'all'}
        onChange={(e) => filterStore.set({ className: e.target.value })}
        sx={{ width: 150 }}
      >
        <MenuItem value="all">all classes</MenuItem>
        {CLASS_FILTERS.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}

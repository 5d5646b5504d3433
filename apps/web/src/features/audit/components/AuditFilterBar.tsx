import { Box, Button, MenuItem, TextField } from '@mui/material';
import { AUDIT_ENTITIES, AUDIT_SEARCH_MAX, displayName, type UserDto } from '@school-ops/shared';
import { useState, type FormEvent } from 'react';
import { DateField } from '../../../components/DateField.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { NO_FILTERS, type AuditFilters } from '../api.ts';
import { useEntityWords } from '../labels.ts';

/** A select left at "any" says so, rather than showing an empty box under its label. */
const ANY_SHOWN = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

interface Props {
  value: AuditFilters;
  people: UserDto[];
  onApply(filters: AuditFilters): void;
}

/** Person, kind of record, record, school dates and words: applied together, so a half-typed word asks nothing. */
export function AuditFilterBar({ value, people, onApply }: Props) {
  const { t } = useTranslation();
  const entityWords = useEntityWords();
  const [draft, setDraft] = useState(value);
  const [dateProblem, setDateProblem] = useState(false);
  const set = (patch: Partial<AuditFilters>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!dateProblem) onApply(draft);
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    onApply(NO_FILTERS);
  };
  const datesOutOfOrder = Boolean(draft.from && draft.to && draft.from > draft.to);

  return (
    <>
      <Box
        component="form"
        role="search"
        aria-label={t('audit.filters')}
        onSubmit={submit}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
          mb: 2,
        }}
      >
        <TextField
          select
          label={t('audit.person')}
          value={draft.actorId}
          onChange={(e) => set({ actorId: e.target.value })}
          slotProps={ANY_SHOWN}
        >
          <MenuItem value="">{t('audit.anyone')}</MenuItem>
          {people.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {displayName(p)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('audit.kind')}
          value={draft.entity}
          onChange={(e) => set({ entity: e.target.value })}
          slotProps={ANY_SHOWN}
        >
          <MenuItem value="">{t('audit.anyKind')}</MenuItem>
          {AUDIT_ENTITIES.map((entity) => (
            <MenuItem key={entity} value={entity}>
              {entityWords(entity)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('audit.recordId')}
          value={draft.entityId}
          onChange={(e) => set({ entityId: e.target.value })}
          slotProps={{ htmlInput: { maxLength: 100, spellCheck: false } }}
        />
        <DateField
          label={t('audit.from')}
          value={draft.from}
          clearable
          onChange={(from, problem) => {
            setDateProblem(problem !== null);
            set({ from });
          }}
        />
        <DateField
          label={t('audit.to')}
          value={draft.to}
          clearable
          error={datesOutOfOrder ? t('errors.audit.dateOrder') : undefined}
          onChange={(to, problem) => {
            setDateProblem(problem !== null);
            set({ to });
          }}
        />
        <TextField
          label={t('audit.search')}
          value={draft.q}
          onChange={(e) => set({ q: e.target.value })}
          helperText={t('audit.searchHelp')}
          slotProps={{ htmlInput: { maxLength: AUDIT_SEARCH_MAX } }}
        />
        <Box sx={{ display: 'flex', gap: 1, gridColumn: '1 / -1' }}>
          <Button type="submit" variant="contained" disabled={datesOutOfOrder}>
            {t('audit.apply')}
          </Button>
          <Button onClick={clear}>{t('audit.clear')}</Button>
        </Box>
      </Box>
    </>
  );
}

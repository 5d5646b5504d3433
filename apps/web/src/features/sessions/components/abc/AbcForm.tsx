import { Box, Button, Stack } from '@mui/material';
import type { AbcFormInput, AbcPerformance } from '@school-ops/shared';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { lazyZodResolver, useSchemaSoon } from '../../../../components/form/lazy-schema.ts';
import { sessionSchemas } from '../../lazy-schemas.ts';
import { FormCheckbox } from '../../../../components/form/FormCheckbox.tsx';
import { FormTextField } from '../../../../components/form/FormTextField.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { EMPTY_FORM } from './model.ts';

type Values = Required<AbcFormInput>;

const complete = (v: AbcFormInput): Values => ({ ...EMPTY_FORM, ...v });

export interface AbcFormProps {
  letters: number;
  values: Values;
  /** Each change, so the draft keeps it. */
  onChange(values: Values): void;
  /** Gets the form as typed; the server validates it with the same schema. */
  onSubmit(values: Values): Promise<void>;
  busy: boolean;
  /** Extra actions beside Submit (e.g. run the tests again). */
  actions?: React.ReactNode;
}

/** The two missed-letter lists, each with its "none missed" checkbox. */
const LISTS = [
  { field: 'spreadLettersMissed', none: 'spreadNoneMissed', kind: 'spread' },
  { field: 'randomLettersMissed', none: 'randomNoneMissed', kind: 'random' },
] as const;

const LETTER_INPUT = { htmlInput: { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } };

/**
 * The ABC form: the missed letters of both tests (filled in from the tests, editable) with their
 * "none missed" checkboxes, checked with the shared schema and its exact messages (docs/product.md §5):
 * every rule a list breaks is shown at once (`criteriaMode: 'all'`).
 */
export function AbcForm({ letters, values, onChange, onSubmit, busy, actions }: AbcFormProps) {
  const { t } = useTranslation();
  const labels = {
    spread: { label: t('reading.abc.form.spreadMissed'), none: t('reading.abc.form.spreadNone') },
    random: { label: t('reading.abc.form.randomMissed'), none: t('reading.abc.form.randomNone') },
  };
  const resolver = useMemo(
    () => lazyZodResolver(() => sessionSchemas().then((m) => m.abcFormSchema(letters))),
    [letters],
  );
  useSchemaSoon(sessionSchemas);
  const { control, handleSubmit, getValues, subscribe } = useForm<AbcFormInput, unknown, AbcPerformance>({
    resolver,
    defaultValues: values,
    criteriaMode: 'all',
  });
  // Each change goes to the draft as it is typed or ticked.
  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values: typed }) => onChange(complete(typed)) }),
    [subscribe, onChange],
  );
  const submit = handleSubmit(() => onSubmit(complete(getValues())));

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={t('reading.abc.steps.form')}>
      {LISTS.map((list) => (
        <Box key={list.field}>
          <FormTextField
            control={control}
            name={list.field}
            label={labels[list.kind].label}
            helperText={t('reading.abc.form.lettersHelp', { last: String.fromCharCode(96 + letters) })}
            slotProps={LETTER_INPUT}
          />
          <FormCheckbox control={control} name={list.none} label={labels[list.kind].none} sx={{ minHeight: 48 }} />
        </Box>
      ))}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          sx={{ minHeight: 56, minWidth: 160, fontSize: 18 }}
        >
          {t('reading.submit')}
        </Button>
        {actions}
      </Box>
    </Stack>
  );
}

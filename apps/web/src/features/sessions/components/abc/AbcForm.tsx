import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { abcFormSchema, type AbcFormInput, type AbcPerformance } from '@school-ops/shared';
import { useMemo } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { EMPTY_FORM } from './model.ts';

type Values = Required<AbcFormInput>;

const complete = (v: AbcFormInput): Values => ({ ...EMPTY_FORM, ...v });

/** Every message of a field (a list can break several rules at once), in the order found. */
function messages(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  const all = Object.values(error.types ?? {})
    .flatMap((m) => (Array.isArray(m) ? m : [m]))
    .filter((m): m is string => typeof m === 'string');
  const list = all.length > 0 ? all : [error.message ?? ''];
  return [...new Set(list)].join('; ');
}

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

/**
 * The ABC form: the missed letters of both tests (filled in from the tests, editable) with their
 * "none missed" checkboxes, checked with the shared schema and its exact messages (docs/product.md §5).
 */
/** The two missed-letter lists, each with its "none missed" checkbox. */
const LISTS = [
  {
    field: 'spreadLettersMissed',
    none: 'spreadNoneMissed',
    label: 'Spread letters missed',
    noneLabel: 'No spread letters missed',
  },
  {
    field: 'randomLettersMissed',
    none: 'randomNoneMissed',
    label: 'Random letters missed',
    noneLabel: 'No random letters missed',
  },
] as const;

export function AbcForm({ letters, values, onChange, onSubmit, busy, actions }: AbcFormProps) {
  const schema = useMemo(() => abcFormSchema(letters), [letters]);
  const { register, control, handleSubmit, getValues, formState } = useForm<AbcFormInput, unknown, AbcPerformance>({
    resolver: zodResolver(schema),
    defaultValues: values,
    criteriaMode: 'all',
  });
  const keep = () => onChange(complete(getValues()));
  const submit = handleSubmit(() => onSubmit(complete(getValues())));
  const { errors } = formState;

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="ABC form">
      {LISTS.map((list) => {
        const error = messages(errors[list.field]);
        return (
          <Box key={list.field}>
            <TextField
              label={list.label}
              {...register(list.field, { onChange: keep })}
              error={Boolean(error)}
              helperText={error ?? `Letters of a to ${String.fromCharCode(96 + letters)}, e.g. b, d`}
              slotProps={{ htmlInput: { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } }}
            />
            <Controller
              name={list.none}
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  sx={{ minHeight: 48 }}
                  label={list.noneLabel}
                  control={
                    <Checkbox
                      checked={Boolean(field.value)}
                      onChange={(e) => {
                        field.onChange(e.target.checked);
                        keep();
                      }}
                      onBlur={field.onBlur}
                    />
                  }
                />
              )}
            />
          </Box>
        );
      })}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          sx={{ minHeight: 56, minWidth: 160, fontSize: 18 }}
        >
          Submit
        </Button>
        {actions}
      </Box>
    </Stack>
  );
}

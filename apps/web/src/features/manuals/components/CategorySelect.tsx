import { TextField } from '@mui/material';
import type { PickupCategory } from '@school-ops/shared';
import { CATEGORY_LABELS, CATEGORY_OPTIONS } from '../labels.ts';

export interface CategorySelectProps {
  value: PickupCategory | undefined;
  onChange(category: PickupCategory): void;
  onBlur(): void;
  name: string;
  error?: string;
}

export function CategorySelect({ value, onChange, onBlur, name, error }: CategorySelectProps) {
  return (
    <TextField
      select
      label="Category"
      name={name}
      slotProps={{ select: { native: true } }}
      value={value ?? 'pick-up'}
      onChange={(e) => onChange(e.target.value as PickupCategory)}
      onBlur={onBlur}
      error={!!error}
      helperText={error}
    >
      {CATEGORY_OPTIONS.map((c) => (
        <option key={c} value={c}>
          {CATEGORY_LABELS[c]}
        </option>
      ))}
    </TextField>
  );
}

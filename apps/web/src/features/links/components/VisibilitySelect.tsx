import { TextField } from '@mui/material';
import type { LinkVisibilityRole } from '@school-ops/shared';
import { VISIBILITY_OPTIONS } from '../labels.ts';

export interface VisibilitySelectProps {
  value: LinkVisibilityRole | undefined;
  onChange(role: LinkVisibilityRole): void;
  onBlur(): void;
  name: string;
  error?: string;
}

/** Who sees a link: 'Part-Timers and Up', 'Full-Timers and Up' or 'School Managers'. */
export function VisibilitySelect({ value, onChange, onBlur, name, error }: VisibilitySelectProps) {
  return (
    <TextField
      select
      label="Visible to"
      name={name}
      slotProps={{ select: { native: true } }}
      value={String(value ?? 3)}
      onChange={(e) => onChange(Number(e.target.value) as LinkVisibilityRole)}
      onBlur={onBlur}
      error={!!error}
      helperText={error}
    >
      {VISIBILITY_OPTIONS.map((v) => (
        <option key={v.role} value={v.role}>
          {v.label}
        </option>
      ))}
    </TextField>
  );
}

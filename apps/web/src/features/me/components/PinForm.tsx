import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import { LIMITS, updatePinFormSchema } from '@school-ops/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useNotify } from '../../../lib/status.ts';
import { useUpdatePin } from '../api.ts';
import { FormCard } from './FormCard.tsx';

type Values = z.infer<typeof updatePinFormSchema>;
const empty: Values = { currentPin: '', newPin: '', newPinConfirm: '' };
const pinInput = { htmlInput: { maxLength: LIMITS.pinLength, inputMode: 'numeric' as const } };

export function PinForm({ userId, onDirty }: { userId: string; onDirty(dirty: boolean): void }) {
  const notify = useNotify();
  const mutation = useUpdatePin(userId);
  const { register, handleSubmit, reset, formState } = useForm<Values>({
    resolver: zodResolver(updatePinFormSchema),
    defaultValues: empty,
  });
  const { errors, isDirty } = formState;
  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);

  const onSubmit = handleSubmit(async ({ currentPin, newPin }) => {
    try {
      await mutation.mutateAsync({ currentPin, newPin });
      reset(empty);
      notify.success('PIN updated');
    } catch (err) {
      notify.error((err as Error).message);
    }
  });

  return (
    <FormCard title="Change PIN" onSubmit={onSubmit} busy={mutation.isPending} submitLabel="Update PIN">
      <TextField
        label="Current PIN"
        type="password"
        autoComplete="off"
        slotProps={pinInput}
        {...register('currentPin')}
        error={Boolean(errors.currentPin)}
        helperText={errors.currentPin?.message}
      />
      <TextField
        label="New PIN"
        type="password"
        autoComplete="off"
        slotProps={pinInput}
        {...register('newPin')}
        error={Boolean(errors.newPin)}
        helperText={errors.newPin?.message}
      />
      <TextField
        label="Confirm new PIN"
        type="password"
        autoComplete="off"
        slotProps={pinInput}
        {...register('newPinConfirm')}
        error={Boolean(errors.newPinConfirm)}
        helperText={errors.newPinConfirm?.message}
      />
    </FormCard>
  );
}

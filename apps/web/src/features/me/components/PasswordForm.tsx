import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@mui/material';
import { updatePasswordFormSchema } from '@school-ops/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useNotify } from '../../../lib/status.ts';
import { useUpdatePassword } from '../api.ts';
import { FormCard } from './FormCard.tsx';

type Values = z.infer<typeof updatePasswordFormSchema>;
const empty: Values = { currentPassword: '', newPassword: '', newPasswordConfirm: '' };

export function PasswordForm({ userId, onDirty }: { userId: string; onDirty(dirty: boolean): void }) {
  const notify = useNotify();
  const mutation = useUpdatePassword(userId);
  const { register, handleSubmit, reset, formState } = useForm<Values>({
    resolver: zodResolver(updatePasswordFormSchema),
    defaultValues: empty,
  });
  const { errors, isDirty } = formState;
  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await mutation.mutateAsync({ currentPassword, newPassword });
      reset(empty);
      notify.success('password updated');
    } catch (err) {
      notify.error((err as Error).message);
    }
  });

  return (
    <FormCard title="Change password" onSubmit={onSubmit} busy={mutation.isPending} submitLabel="Update password">
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...register('currentPassword')}
        error={Boolean(errors.currentPassword)}
        helperText={errors.currentPassword?.message}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        {...register('newPassword')}
        error={Boolean(errors.newPassword)}
        helperText={errors.newPassword?.message}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...register('newPasswordConfirm')}
        error={Boolean(errors.newPasswordConfirm)}
        helperText={errors.newPasswordConfirm?.message}
      />
    </FormCard>
  );
}

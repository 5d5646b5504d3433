import type { updatePasswordFormSchema } from '@school-ops/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { lazySchema, lazyZodResolver, useSchemaSoon } from '../../../components/form/lazy-schema.ts';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import type { z } from 'zod';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useNotify } from '../../../lib/status.ts';
import { useUpdatePassword } from '../api.ts';
import { FormCard } from './FormCard.tsx';

type Values = z.infer<typeof updatePasswordFormSchema>;
const schema = lazySchema(() => import('../schemas.ts').then((m) => m.updatePasswordFormSchema));
const resolver = lazyZodResolver(schema);
const empty: Values = { currentPassword: '', newPassword: '', newPasswordConfirm: '' };

export function PasswordForm({ userId, onDirty }: { userId: string; onDirty(dirty: boolean): void }) {
  const notify = useNotify();
  const { t } = useTranslation();
  const fields = [
    { name: 'currentPassword', label: t('me.password.current'), autoComplete: 'current-password' },
    { name: 'newPassword', label: t('me.password.new'), autoComplete: 'new-password' },
    { name: 'newPasswordConfirm', label: t('me.password.confirm'), autoComplete: 'new-password' },
  ] as const;
  const mutation = useUpdatePassword(userId);
  useSchemaSoon(schema);
  const { control, handleSubmit, reset, formState } = useForm<Values>({
    resolver,
    defaultValues: empty,
  });
  const { isDirty } = formState;
  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await mutation.mutateAsync({ currentPassword, newPassword });
      reset(empty);
      notify.success(t('me.password.updated'));
    } catch (err) {
      notify.error((err as Error).message);
    }
  });

  return (
    <FormCard
      title={t('me.password.title')}
      onSubmit={onSubmit}
      busy={mutation.isPending}
      submitLabel={t('me.password.submit')}
    >
      {fields.map((f) => (
        <FormTextField key={f.name} control={control} type="password" {...f} />
      ))}
    </FormCard>
  );
}

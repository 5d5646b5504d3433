import { LIMITS, type updatePinFormSchema } from '@school-ops/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { lazySchema, lazyZodResolver, useSchemaSoon } from '../../../components/form/lazy-schema.ts';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import type { z } from 'zod';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useNotify } from '../../../lib/status.ts';
import { useUpdatePin } from '../api.ts';
import { FormCard } from './FormCard.tsx';

type Values = z.infer<typeof updatePinFormSchema>;
const schema = lazySchema(() => import('../schemas.ts').then((m) => m.updatePinFormSchema));
const resolver = lazyZodResolver(schema);
const empty: Values = { currentPin: '', newPin: '', newPinConfirm: '' };
const pinInput = { htmlInput: { maxLength: LIMITS.pinLength, inputMode: 'numeric' as const } };

export function PinForm({ userId, onDirty }: { userId: string; onDirty(dirty: boolean): void }) {
  const notify = useNotify();
  const { t } = useTranslation();
  const fields = [
    { name: 'currentPin', label: t('me.pin.current') },
    { name: 'newPin', label: t('me.pin.new') },
    { name: 'newPinConfirm', label: t('me.pin.confirm') },
  ] as const;
  const mutation = useUpdatePin(userId);
  useSchemaSoon(schema);
  const { control, handleSubmit, reset, formState } = useForm<Values>({
    resolver,
    defaultValues: empty,
  });
  const { isDirty } = formState;
  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);

  const onSubmit = handleSubmit(async ({ currentPin, newPin }) => {
    try {
      await mutation.mutateAsync({ currentPin, newPin });
      reset(empty);
      notify.success(t('me.pin.updated'));
    } catch (err) {
      notify.error((err as Error).message);
    }
  });

  return (
    <FormCard title={t('me.pin.title')} onSubmit={onSubmit} busy={mutation.isPending} submitLabel={t('me.pin.submit')}>
      {fields.map((f) => (
        <FormTextField key={f.name} control={control} type="password" autoComplete="off" slotProps={pinInput} {...f} />
      ))}
    </FormCard>
  );
}

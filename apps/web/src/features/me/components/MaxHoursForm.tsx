import type { MaxHoursInput } from '@school-ops/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { lazySchema, lazyZodResolver, useSchemaSoon } from '../../../components/form/lazy-schema.ts';
import { FormNumberField } from '../../../components/form/FormNumberField.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useNotify } from '../../../lib/status.ts';
import { useUpdateMaxHours } from '../api.ts';
import { FormCard } from './FormCard.tsx';

const schema = lazySchema(() => import('../schemas.ts').then((m) => m.maxHoursSchema));
const resolver = lazyZodResolver(schema);

export function MaxHoursForm(p: { userId: string; maxHours: number | null; onDirty(dirty: boolean): void }) {
  const notify = useNotify();
  const { t } = useTranslation();
  const mutation = useUpdateMaxHours(p.userId);
  useSchemaSoon(schema);
  const { control, handleSubmit, reset, formState } = useForm<MaxHoursInput>({
    resolver,
    defaultValues: { maxHours: p.maxHours },
  });
  const { isDirty } = formState;
  const { onDirty } = p;
  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const user = await mutation.mutateAsync(values);
      reset({ maxHours: user.maxHours });
      notify.success(t('me.maxHours.updated'));
    } catch (err) {
      notify.error((err as Error).message);
    }
  });

  return (
    <FormCard
      title={t('me.maxHours.title')}
      onSubmit={onSubmit}
      busy={mutation.isPending}
      submitLabel={t('me.maxHours.submit')}
    >
      <FormNumberField
        control={control}
        name="maxHours"
        label={t('me.maxHours.label')}
        empty={null}
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
        helperText={t('me.maxHours.helper')}
      />
    </FormCard>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, updatePinFormSchema } from '@school-ops/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import type { z } from 'zod';
import { useNotify } from '../../../lib/status.ts';
import { useUpdatePin } from '../api.ts';
import { FormCard } from './FormCard.tsx';

type Values = z.infer<typeof updatePinFormSchema>;
const empty: Values = { currentPin: '', newPin: '', newPinConfirm: '' };
const FIELDS = [
  { name: 'currentPin', label: 'Current PIN' },
  { name: 'newPin', label: 'New PIN' },
  { name: 'newPinConfirm', label: 'Confirm new PIN' },
] as const;
const pinInput = { htmlInput: { maxLength: LIMITS.pinLength, inputMode: 'numeric' as const } };

export function PinForm({ userId, onDirty }: { userId: string; onDirty(dirty: boolean): void }) {
  const notify = useNotify();
  const mutation = useUpdatePin(userId);
  const { control, handleSubmit, reset, formState } = useForm<Values>({
    resolver: zodResolver(updatePinFormSchema),
    defaultValues: empty,
  });
  const { isDirty } = formState;
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
      {FIELDS.map((f) => (
        <FormTextField key={f.name} control={control} type="password" autoComplete="off" slotProps={pinInput} {...f} />
      ))}
    </FormCard>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextField } from '@mui/material';
import { COMMENT_MIN, nonSystemBookFormSchema, type NonSystemBookPerformance } from '@school-ops/shared';
import { useForm } from 'react-hook-form';
import { useNotify } from '../../../../lib/status.ts';
import { useSubmitPerformance } from '../../api.ts';
import { useDraft } from '../../draft.ts';
import { prior, type SessionFormProps } from './types.ts';

const EMPTY: NonSystemBookPerformance = { youCanDoIt: '', keepOnTrying: '' };

export function NonSystemBookForm({ session, onDone }: SessionFormProps) {
  const notify = useNotify();
  const submit = useSubmitPerformance(session.id, 'nonSystemBook');
  const [draft, setDraft, clearDraft] = useDraft(
    session.id,
    'nonSystemBook',
    () => prior<NonSystemBookPerformance>(session, 'nonSystemBook') ?? EMPTY,
  );
  const { register, handleSubmit, formState, getValues } = useForm<NonSystemBookPerformance>({
    resolver: zodResolver(nonSystemBookFormSchema),
    defaultValues: draft,
  });
  const keep = () => setDraft(getValues());
  const onSubmit = handleSubmit(async (values) => {
    try {
      await submit.mutateAsync(values);
      clearDraft();
      notify.success('session completed');
      onDone();
    } catch (err) {
      notify.error((err as Error).message);
    }
  });
  const { errors } = formState;
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="Non-system book">
      <TextField
        label="You can do it"
        multiline
        minRows={3}
        {...register('youCanDoIt', { onChange: keep })}
        error={Boolean(errors.youCanDoIt)}
        helperText={errors.youCanDoIt?.message ?? `What went well (at least ${COMMENT_MIN} characters).`}
      />
      <TextField
        label="Keep on trying"
        multiline
        minRows={3}
        {...register('keepOnTrying', { onChange: keep })}
        error={Boolean(errors.keepOnTrying)}
        helperText={errors.keepOnTrying?.message ?? `What to practise next (at least ${COMMENT_MIN} characters).`}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={submit.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        Submit
      </Button>
    </Stack>
  );
}

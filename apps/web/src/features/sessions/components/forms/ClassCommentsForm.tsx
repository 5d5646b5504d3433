import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextField } from '@mui/material';
import { classFormSchema, type ClassPerformance } from '@school-ops/shared';
import { useForm } from 'react-hook-form';
import { useNotify } from '../../../../lib/status.ts';
import { useSubmitPerformance } from '../../api.ts';
import { useDraft } from '../../draft.ts';
import { commentsOf, type SessionFormProps } from './types.ts';

export function ClassCommentsForm({ session, onDone }: SessionFormProps) {
  const notify = useNotify();
  const submit = useSubmitPerformance(session.id, 'class');
  // A review starts from the session's comments (the server keeps class comments there, once).
  const [draft, setDraft, clearDraft] = useDraft(session.id, 'class', () => ({ comments: commentsOf(session) }));
  const { register, handleSubmit, formState } = useForm<ClassPerformance>({
    resolver: zodResolver(classFormSchema),
    defaultValues: draft,
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await submit.mutateAsync(values);
      clearDraft();
      notify.success('class comments saved');
      onDone();
    } catch (err) {
      notify.error((err as Error).message);
    }
  });
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="Class comments">
      <TextField
        label="Class comments"
        multiline
        minRows={4}
        {...register('comments', {
          onChange: (e: { target: { value: string } }) => setDraft({ comments: e.target.value }),
        })}
        error={Boolean(formState.errors.comments)}
        helperText={formState.errors.comments?.message ?? 'What the class did and how the student took part.'}
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

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mui/material';
import { classFormSchema, type ClassPerformance } from '@school-ops/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../../components/form/FormTextField.tsx';
import { useNotify } from '../../../../lib/status.ts';
import { useSubmitPerformance } from '../../api.ts';
import { useDraft } from '../../draft.ts';
import { commentsOf, type SessionFormProps } from './types.ts';

export function ClassCommentsForm({ session, onDone }: SessionFormProps) {
  const notify = useNotify();
  const submit = useSubmitPerformance(session.id, 'class');
  // A review starts from the session's comments (the server keeps class comments there, once).
  const [draft, setDraft, clearDraft] = useDraft(session.id, 'class', () => ({ comments: commentsOf(session) }));
  const { control, handleSubmit, getValues, subscribe } = useForm<ClassPerformance>({
    resolver: zodResolver(classFormSchema),
    defaultValues: draft,
  });
  // Every change goes to the draft.
  useEffect(
    () => subscribe({ formState: { values: true }, callback: () => setDraft({ comments: getValues('comments') }) }),
    [subscribe, getValues, setDraft],
  );
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
      <FormTextField
        control={control}
        name="comments"
        label="Class comments"
        multiline
        minRows={4}
        helperText="What the class did and how the student took part."
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

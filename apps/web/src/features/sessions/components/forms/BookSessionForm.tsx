import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Chip, FormHelperText, Paper, Stack, Typography } from '@mui/material';
import { bookFormSchema, parseWords, seededRandom, sessionRunKey, type BookPerformance } from '@school-ops/shared';
import { useEffect } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNotify } from '../../../../lib/status.ts';
import { useSubmitPerformance } from '../../api.ts';
import { useDraft } from '../../draft.ts';
import { FormCheckbox } from '../../../../components/form/FormCheckbox.tsx';
import { FormSelect } from '../../../../components/form/FormSelect.tsx';
import { FormTextField } from '../../../../components/form/FormTextField.tsx';
import { bookValuesFromPrior, isBookValues, newBookValues, type BookValues, type SessionBook } from '../book/values.ts';
import { prior, type SessionFormProps } from './types.ts';

// The schema checks the form as typed; the server gets the form as typed too (it parses it itself).
// The form always holds every field, so its values are the schema's input, only stricter; the options are
// spread anew because their type names the values' type exactly.
const schemaResolver = zodResolver(bookFormSchema);
const resolver: Resolver<BookValues, unknown, BookPerformance> = (values, context, { names, ...options }) =>
  schemaResolver(values, context, { ...options, names });

/** The book session (docs/product.md §5): words missed, key words read, and 3 different questions asked. */
export function BookSessionForm({ session, material, onDone }: SessionFormProps) {
  const book = material.book;
  if (!book)
    return (
      <Alert severity="error">This student has no book. Please ask a supervisor to set the student's reading.</Alert>
    );
  if (book.questions.length === 0) {
    return (
      <Alert severity="error">The book {book.name} has no questions yet. Please ask a supervisor to add some.</Alert>
    );
  }
  return <BookForm session={session} book={book} onDone={onDone} />;
}

function BookForm({ session, book, onDone }: Omit<SessionFormProps, 'material'> & { book: SessionBook }) {
  const notify = useNotify();
  const submit = useSubmitPerformance(session.id, 'book');
  // The session's own seed: a reload, or another device, proposes the same questions.
  const fresh = () => newBookValues(book, seededRandom(sessionRunKey(session, 'book')));
  const [stored, setDraft, clearDraft] = useDraft<BookValues>(session.id, 'book', () => {
    const earlier = prior<BookPerformance>(session, 'book');
    return earlier ? bookValuesFromPrior(book, earlier) : fresh();
  });
  const { control, handleSubmit, getValues, subscribe, formState } = useForm<BookValues, unknown, BookPerformance>({
    resolver,
    defaultValues: isBookValues(stored) ? stored : fresh(),
  });
  // Every change goes to the draft (a copy: the form's own values object changes in place).
  useEffect(
    () => subscribe({ formState: { values: true }, callback: () => setDraft(structuredClone(getValues())) }),
    [subscribe, getValues, setDraft],
  );
  const [wordsMissed, chosen] = useWatch({ control, name: ['wordsMissed', 'questions'] });

  const onSubmit = handleSubmit(async () => {
    try {
      await submit.mutateAsync(getValues());
      clearDraft();
      notify.success('session completed');
      onDone();
    } catch (err) {
      notify.error((err as Error).message);
    }
  });

  const { errors } = formState;
  const asked = (question: string | undefined) => book.questions.find((b) => b.question === question);
  const askedHelp = (b: { page: number; hint?: string | null }) =>
    `page ${b.page}${b.hint ? ` · hint: ${b.hint}` : ''}`;
  const questionOptions = [
    { value: '', label: 'choose a question' },
    ...book.questions.map((b) => ({ value: b.question, label: `${b.question} (page ${b.page})` })),
  ];
  const missed = parseWords(wordsMissed ?? '');
  const questionsError =
    (errors.questions as { message?: string } | undefined)?.message ?? errors.questions?.root?.message;

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={3} aria-label="Book session">
      <Typography variant="h3" component="h3">
        {book.name}
      </Typography>

      <Stack component="section" aria-labelledby="book-reading" spacing={1}>
        <Typography id="book-reading" variant="h3" component="h4">
          Reading
        </Typography>
        <FormTextField
          control={control}
          name="wordsMissed"
          label="Words missed"
          multiline
          minRows={2}
          helperText="The words the student could not read, separated by spaces or commas."
        />
        {missed.length > 0 && (
          <Box aria-label="words missed" role="list" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {missed.map((w, i) => (
              <Chip key={`${i}-${w}`} role="listitem" label={w} sx={{ fontSize: '1rem' }} />
            ))}
          </Box>
        )}
        <FormCheckbox control={control} name="noWordsMissed" label="No words missed" large />
      </Stack>

      {book.keyWords.length > 0 && (
        <Stack component="section" aria-labelledby="book-key-words" spacing={1}>
          <Typography id="book-key-words" variant="h3" component="h4">
            Key words
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Tick each key word the student read correctly.
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(300px, 1fr))' },
            }}
          >
            {book.keyWords.map((k, i) => (
              <Paper key={`${i}-${k.word}`} variant="outlined" sx={{ px: 1, py: 0.5 }}>
                <FormCheckbox
                  control={control}
                  name={`keyWords.${i}.correct`}
                  label={
                    <span>
                      <Box component="strong" sx={{ fontSize: '1.35rem' }}>
                        {k.word}
                      </Box>{' '}
                      read correctly
                    </span>
                  }
                  large
                />
                <Typography variant="body2" color="text.secondary" sx={{ pl: 6, pb: 0.5 }}>
                  page {k.page}
                  {k.hint ? ` · hint: ${k.hint}` : ''}
                </Typography>
              </Paper>
            ))}
          </Box>
        </Stack>
      )}

      <Stack component="section" aria-labelledby="book-questions" spacing={1.5}>
        <Typography id="book-questions" variant="h3" component="h4">
          Questions
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Ask {chosen.length} different {chosen.length === 1 ? 'question' : 'questions'} and tick those answered
          correctly.
        </Typography>
        {chosen.map((q, i) => {
          const shown = asked(q?.question);
          return (
            <Paper key={i} variant="outlined" role="group" aria-label={`Question ${i + 1}`} sx={{ p: 1.5 }}>
              <FormSelect
                control={control}
                name={`questions.${i}.question`}
                label={`Question ${i + 1}`}
                native
                options={questionOptions}
                helperText={shown ? askedHelp(shown) : 'Choose a question of the book.'}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { style: { fontSize: '1.1rem' } } }}
              />
              {shown && (
                // A long question is cut off in the select on a phone: here it is in full.
                <Typography sx={{ display: { xs: 'block', sm: 'none' }, fontSize: '1.15rem', fontWeight: 600, mt: 1 }}>
                  {shown.question}
                </Typography>
              )}
              <FormCheckbox control={control} name={`questions.${i}.correct`} label="answered correctly" large />
            </Paper>
          );
        })}
        {questionsError && <FormHelperText error>{questionsError}</FormHelperText>}
      </Stack>

      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={submit.isPending}
        sx={{ alignSelf: 'flex-start', minHeight: 56, px: 5, fontSize: '1.15rem' }}
      >
        Submit
      </Button>
    </Stack>
  );
}

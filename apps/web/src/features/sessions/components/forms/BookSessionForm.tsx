import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Chip, FormHelperText, Paper, Stack, TextField, Typography } from '@mui/material';
import { bookFormSchema, parseWords, seededRandom, sessionRunKey, type BookPerformance } from '@school-ops/shared';
import { useEffect } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNotify } from '../../../../lib/status.ts';
import { useSubmitPerformance } from '../../api.ts';
import { useDraft } from '../../draft.ts';
import { CheckField } from '../book/CheckField.tsx';
import { bookValuesFromPrior, isBookValues, newBookValues, type BookValues, type SessionBook } from '../book/values.ts';
import { prior, type SessionFormProps } from './types.ts';

// The schema checks the form as typed; the server gets the form as typed too (it parses it itself).
const resolver = zodResolver(bookFormSchema) as unknown as Resolver<BookValues>;

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
  const { register, control, handleSubmit, getValues, subscribe, formState } = useForm<BookValues>({
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
        <TextField
          label="Words missed"
          multiline
          minRows={2}
          {...register('wordsMissed')}
          error={Boolean(errors.wordsMissed)}
          helperText={
            errors.wordsMissed?.message ?? 'The words the student could not read, separated by spaces or commas.'
          }
        />
        {missed.length > 0 && (
          <Box aria-label="words missed" role="list" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {missed.map((w, i) => (
              <Chip key={`${i}-${w}`} role="listitem" label={w} sx={{ fontSize: '1rem' }} />
            ))}
          </Box>
        )}
        <CheckField control={control} name="noWordsMissed" label="No words missed" />
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
                <CheckField
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
        {chosen.map((q, i) => (
          <Paper key={i} variant="outlined" role="group" aria-label={`Question ${i + 1}`} sx={{ p: 1.5 }}>
            <Controller
              control={control}
              name={`questions.${i}.question`}
              render={({ field }) => {
                const asked = book.questions.find((b) => b.question === q?.question);
                const error = errors.questions?.[i]?.question?.message;
                return (
                  <>
                    <TextField
                      select
                      label={`Question ${i + 1}`}
                      name={field.name}
                      value={field.value ?? ''}
                      onChange={(e) => field.onChange(e.target.value)}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      error={Boolean(error)}
                      helperText={
                        error ??
                        (asked
                          ? `page ${asked.page}${asked.hint ? ` · hint: ${asked.hint}` : ''}`
                          : 'Choose a question of the book.')
                      }
                      slotProps={{
                        select: { native: true },
                        inputLabel: { shrink: true },
                        htmlInput: { style: { fontSize: '1.1rem' } },
                      }}
                    >
                      <option value="">choose a question</option>
                      {book.questions.map((b) => (
                        <option key={b.question} value={b.question}>
                          {b.question} (page {b.page})
                        </option>
                      ))}
                    </TextField>
                    {asked && (
                      // A long question is cut off in the select on a phone: here it is in full.
                      <Typography
                        sx={{ display: { xs: 'block', sm: 'none' }, fontSize: '1.15rem', fontWeight: 600, mt: 1 }}
                      >
                        {asked.question}
                      </Typography>
                    )}
                  </>
                );
              }}
            />
            <CheckField control={control} name={`questions.${i}.correct`} label="answered correctly" />
          </Paper>
        ))}
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

import { Alert, Box, Button, Chip, FormHelperText, Paper, Stack, Typography } from '@mui/material';
import { parseWords, seededRandom, sessionRunKey, type BookPerformance } from '@school-ops/shared';
import { useEffect } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { useTranslateIssue } from '../../../../lib/i18n/errors.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useNotify } from '../../../../lib/status.ts';
import { doneText, useSubmitPerformance } from '../../api.ts';
import { useDraft } from '../../draft.ts';
import { lazyZodResolver, useSchemaSoon } from '../../../../components/form/lazy-schema.ts';
import { sessionSchemas } from '../../lazy-schemas.ts';
import { FormCheckbox } from '../../../../components/form/FormCheckbox.tsx';
import { FormSelect } from '../../../../components/form/FormSelect.tsx';
import { FormTextField } from '../../../../components/form/FormTextField.tsx';
import { bookValuesFromPrior, isBookValues, newBookValues, type BookValues, type SessionBook } from '../book/values.ts';
import { prior, type SessionFormProps } from './types.ts';

// The schema checks the form as typed; the server gets the form as typed too (it parses it itself).
// The form always holds every field, so its values are the schema's input, only stricter; the options are
// spread anew because their type names the values' type exactly.
const schemaResolver = lazyZodResolver(() => sessionSchemas().then((m) => m.bookFormSchema));
const resolver: Resolver<BookValues, unknown, BookPerformance> = (values, context, { names, ...options }) =>
  schemaResolver(values, context, { ...options, names });

/** The book session (docs/product.md §5): words missed, key words read, and 3 different questions asked. */
export function BookSessionForm({ session, material, onDone }: SessionFormProps) {
  const { t } = useTranslation();
  const book = material.book;
  if (!book) return <Alert severity="error">{t('reading.book.noBook')}</Alert>;
  if (book.questions.length === 0) {
    return <Alert severity="error">{t('reading.book.noQuestions', { book: book.name })}</Alert>;
  }
  return <BookForm session={session} book={book} onDone={onDone} />;
}

function BookForm({ session, book, onDone }: Omit<SessionFormProps, 'material'> & { book: SessionBook }) {
  const { t } = useTranslation();
  const translate = useTranslateIssue();
  const notify = useNotify();
  const submit = useSubmitPerformance(session.id, 'book');
  useSchemaSoon(sessionSchemas);
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
      const sent = await submit.mutateAsync(getValues());
      clearDraft();
      notify.success(doneText(sent, t('reading.completed')));
      onDone();
    } catch (err) {
      notify.error((err as Error).message);
    }
  });

  const { errors } = formState;
  const asked = (question: string | undefined) => book.questions.find((b) => b.question === question);
  const pageHelp = (b: { page: number; hint?: string | null }) =>
    b.hint ? t('reading.book.pageHint', { page: b.page, hint: b.hint }) : t('reading.book.page', { page: b.page });
  const questionOptions = [
    { value: '', label: t('reading.book.chooseQuestion') },
    ...book.questions.map((b) => ({
      value: b.question,
      label: t('reading.book.questionOption', { question: b.question, page: b.page }),
    })),
  ];
  const missed = parseWords(wordsMissed ?? '');
  // The list's own rule (the same question twice) or its root's, in the reader's language.
  const listError = errors.questions as { message?: string; type?: string } | undefined;
  const questionsError = translate(listError?.message !== undefined ? listError : errors.questions?.root);

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={3} aria-label={t('reading.book.aria')}>
      <Typography variant="h3" component="h3" lang="en">
        {book.name}
      </Typography>

      <Stack component="section" aria-labelledby="book-reading" spacing={1}>
        <Typography id="book-reading" variant="h3" component="h4">
          {t('reading.book.reading')}
        </Typography>
        <FormTextField
          control={control}
          name="wordsMissed"
          label={t('reading.book.wordsMissed')}
          multiline
          minRows={2}
          helperText={t('reading.book.wordsMissedHelp')}
        />
        {missed.length > 0 && (
          <Box
            aria-label={t('reading.book.wordsMissedList')}
            role="list"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {missed.map((w, i) => (
              <Chip key={`${i}-${w}`} role="listitem" lang="en" label={w} sx={{ fontSize: '1rem' }} />
            ))}
          </Box>
        )}
        <FormCheckbox control={control} name="noWordsMissed" label={t('reading.book.noWordsMissed')} large />
      </Stack>

      {book.keyWords.length > 0 && (
        <Stack component="section" aria-labelledby="book-key-words" spacing={1}>
          <Typography id="book-key-words" variant="h3" component="h4">
            {t('reading.book.keyWords')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('reading.book.keyWordsHelp')}
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
                      <Trans
                        i18nKey="reading.book.readCorrectly"
                        values={{ word: k.word }}
                        components={{ w: <Box component="strong" lang="en" sx={{ fontSize: '1.35rem' }} /> }}
                      />
                    </span>
                  }
                  large
                />
                <Typography variant="body2" color="text.secondary" sx={{ pl: 6, pb: 0.5 }}>
                  {pageHelp(k)}
                </Typography>
              </Paper>
            ))}
          </Box>
        </Stack>
      )}

      <Stack component="section" aria-labelledby="book-questions" spacing={1.5}>
        <Typography id="book-questions" variant="h3" component="h4">
          {t('reading.book.questions')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('reading.book.questionsHelp', { count: chosen.length })}
        </Typography>
        {chosen.map((q, i) => {
          const shown = asked(q?.question);
          return (
            <Paper
              key={i}
              variant="outlined"
              role="group"
              aria-label={t('reading.book.question', { n: i + 1 })}
              sx={{ p: 1.5 }}
            >
              <FormSelect
                control={control}
                name={`questions.${i}.question`}
                label={t('reading.book.question', { n: i + 1 })}
                native
                options={questionOptions}
                helperText={shown ? pageHelp(shown) : t('reading.book.chooseQuestionHelp')}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { style: { fontSize: '1.1rem' } } }}
              />
              {shown && (
                // A long question is cut off in the select on a phone: here it is in full.
                <Typography
                  lang="en"
                  sx={{ display: { xs: 'block', sm: 'none' }, fontSize: '1.15rem', fontWeight: 600, mt: 1 }}
                >
                  {shown.question}
                </Typography>
              )}
              <FormCheckbox
                control={control}
                name={`questions.${i}.correct`}
                label={t('reading.book.answeredCorrectly')}
                large
              />
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
        {t('reading.submit')}
      </Button>
    </Stack>
  );
}

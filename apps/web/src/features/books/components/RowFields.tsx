import { Box, Button, FormHelperText, IconButton, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import type { CreateBookData } from '@school-ops/shared';
import { memo } from 'react';
import { useFieldArray, useFormState, type Control } from 'react-hook-form';
import { FormNumberField } from '../../../components/form/FormNumberField.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { Hint } from '../../../components/Hint.tsx';
import { useTranslateIssue } from '../../../lib/i18n/errors.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useRevealed } from '../../../lib/use-after-paint.ts';
import { emptyKeyWord, emptyQuestion, type BookFormValues } from '../form.ts';

interface Props {
  kind: 'keyWords' | 'questions';
  control: Control<BookFormValues, unknown, CreateBookData>;
}

/** Rows of each list in the form's first commit, and in each one after a paint (the rest of a saved book's). */
const FIRST_ROWS = 2;
const ROWS_PER_PAINT = 1;

const KINDS = {
  keyWords: {
    text: 'word',
    name: (i: number) => `keyWords.${i}.word` as const,
    columns: '2fr 6rem 3fr auto',
  },
  questions: {
    text: 'question',
    name: (i: number) => `questions.${i}.question` as const,
    columns: '4fr 6rem 3fr auto',
  },
} as const;

/** The texts of each kind of row, one literal key each (n counts from 1). */
function useKindTexts(kind: Props['kind']) {
  const { t } = useTranslation();
  return kind === 'keyWords'
    ? {
        title: t('books.rows.keyWords.title'),
        empty: t('books.rows.keyWords.empty'),
        row: (n: number) => t('books.rows.keyWords.row', { n }),
        label: t('books.rows.keyWords.text'),
        remove: (n: number) => t('books.rows.keyWords.remove', { n }),
        add: t('books.rows.keyWords.add'),
      }
    : {
        title: t('books.rows.questions.title'),
        empty: t('books.rows.questions.empty'),
        row: (n: number) => t('books.rows.questions.row', { n }),
        label: t('books.rows.questions.text'),
        remove: (n: number) => t('books.rows.questions.remove', { n }),
        add: t('books.rows.questions.add'),
      };
}

/** The key word or question rows of the book form: word (or question), page, hint; add and remove rows. */
export const RowFields = memo(function RowFields({ kind, control }: Props) {
  const { t } = useTranslation();
  const translate = useTranslateIssue();
  const k = KINDS[kind];
  const texts = useKindTexts(kind);
  const { fields, append, remove } = useFieldArray({ control, name: kind });
  // A book's rows mount a few at a time: all at once, a saved book's form was one long commit (issue 23).
  const shown = useRevealed(fields.length, FIRST_ROWS, ROWS_PER_PAINT);
  // Its own errors, read here: the form's own renders (RHF renders it again on mounting) pass this list by.
  const { errors } = useFormState({ control, name: kind });
  const rowErrors = errors[kind] as
    | ((Record<string, { message?: string; type?: string } | undefined> | undefined)[] & {
        root?: { message?: string; type?: string };
        message?: string;
        type?: string;
      })
    | undefined;
  const listError = translate(rowErrors?.root ?? (rowErrors?.message ? rowErrors : undefined));

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h2" sx={{ mb: 1 }}>
        {texts.title}
      </Typography>
      {fields.length === 0 && <Typography color="text.secondary">{texts.empty}</Typography>}
      {fields.slice(0, shown).map((field, i) => {
        const err = rowErrors?.[i];
        const name = texts.row(i + 1);
        // One line of messages under the whole row: a narrow Page box cannot hold a sentence.
        const messages = [...new Set([err?.[k.text], err?.page, err?.hint].map((e) => translate(e)).filter(Boolean))];
        const messageId = `${kind}-${i}-messages`;
        const described = (bad: unknown) => ({ htmlInput: bad ? { 'aria-describedby': messageId } : {} });
        return (
          <Box
            key={field.id}
            role="group"
            aria-label={name}
            sx={{
              display: 'grid',
              columnGap: 1.5,
              rowGap: 1.5,
              alignItems: 'start',
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
              gridTemplateColumns: { xs: '1fr 5.5rem auto', sm: k.columns },
              gridTemplateAreas: messages.length
                ? {
                    xs: '"text page remove" "hint hint hint" "msg msg msg"',
                    sm: '"text page hint remove" "msg msg msg msg"',
                  }
                : { xs: '"text page remove" "hint hint hint"', sm: '"text page hint remove"' },
            }}
          >
            <FormTextField
              control={control}
              name={k.name(i)}
              label={texts.label}
              messageElsewhere
              size="small"
              multiline={kind === 'questions'}
              sx={{ gridArea: 'text' }}
              slotProps={described(err?.[k.text])}
            />
            <FormNumberField
              control={control}
              name={`${kind}.${i}.page`}
              label={t('books.rows.page')}
              messageElsewhere
              size="small"
              sx={{ gridArea: 'page' }}
              slotProps={{ htmlInput: { min: 1, inputMode: 'numeric', ...described(err?.page).htmlInput } }}
            />
            <FormTextField
              control={control}
              name={`${kind}.${i}.hint`}
              label={t('books.rows.hint')}
              messageElsewhere
              size="small"
              sx={{ gridArea: 'hint' }}
              slotProps={described(err?.hint)}
            />
            {messages.length > 0 && (
              <FormHelperText id={messageId} error sx={{ gridArea: 'msg', m: 0, mt: -0.5 }}>
                {messages.join(' · ')}
              </FormHelperText>
            )}
            <Hint title={texts.remove(i + 1)}>
              <IconButton aria-label={texts.remove(i + 1)} onClick={() => remove(i)} sx={{ gridArea: 'remove' }}>
                <DeleteOutlinedIcon />
              </IconButton>
            </Hint>
          </Box>
        );
      })}
      {listError && (
        <Typography color="error" role="alert" sx={{ mt: 1 }}>
          {listError}
        </Typography>
      )}
      <Button
        startIcon={<AddIcon />}
        onClick={() => append(kind === 'keyWords' ? emptyKeyWord() : emptyQuestion(), { shouldFocus: true })}
        sx={{ mt: 1 }}
      >
        {texts.add}
      </Button>
    </Box>
  );
});

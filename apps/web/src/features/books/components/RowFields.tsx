import { Box, Button, FormHelperText, IconButton, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import type { CreateBookData } from '@school-ops/shared';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { emptyKeyWord, emptyQuestion, toNumber, type BookFormValues } from '../form.ts';

interface Props {
  kind: 'keyWords' | 'questions';
  control: Control<BookFormValues, unknown, CreateBookData>;
  register: UseFormRegister<BookFormValues>;
  errors: FieldErrors<BookFormValues>;
}

const KINDS = {
  keyWords: { title: 'Key Words', one: 'key word', text: 'word', label: 'Word', columns: '2fr 6rem 3fr auto' },
  questions: { title: 'Questions', one: 'question', text: 'question', label: 'Question', columns: '4fr 6rem 3fr auto' },
} as const;

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The key word or question rows of the book form: word (or question), page, hint; add and remove rows. */
export function RowFields({ kind, control, register, errors }: Props) {
  const k = KINDS[kind];
  const { fields, append, remove } = useFieldArray({ control, name: kind });
  const rowErrors = errors[kind] as
    | ((Record<string, { message?: string } | undefined> | undefined)[] & {
        root?: { message?: string };
        message?: string;
      })
    | undefined;
  const listError = rowErrors?.root?.message ?? rowErrors?.message;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h2" sx={{ mb: 1 }}>
        {k.title}
      </Typography>
      {fields.length === 0 && <Typography color="text.secondary">No {k.one}s yet.</Typography>}
      {fields.map((field, i) => {
        const err = rowErrors?.[i];
        const text = register(`${kind}.${i}.${k.text}` as `keyWords.${number}.word`);
        const page = register(`${kind}.${i}.page`, { setValueAs: toNumber });
        const hint = register(`${kind}.${i}.hint`);
        const name = `${capital(k.one)} ${i + 1}`;
        // One line of messages under the whole row: a narrow Page box cannot hold a sentence.
        const messages = [...new Set([err?.[k.text], err?.page, err?.hint].map((e) => e?.message).filter(Boolean))];
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
            <TextField
              {...text}
              inputRef={text.ref}
              label={k.label}
              size="small"
              multiline={kind === 'questions'}
              sx={{ gridArea: 'text' }}
              error={!!err?.[k.text]}
              slotProps={described(err?.[k.text])}
            />
            <TextField
              {...page}
              inputRef={page.ref}
              label="Page"
              type="number"
              size="small"
              sx={{ gridArea: 'page' }}
              slotProps={{ htmlInput: { min: 1, inputMode: 'numeric', ...described(err?.page).htmlInput } }}
              error={!!err?.page}
            />
            <TextField
              {...hint}
              inputRef={hint.ref}
              label="Hint (optional)"
              size="small"
              sx={{ gridArea: 'hint' }}
              error={!!err?.hint}
              slotProps={described(err?.hint)}
            />
            {messages.length > 0 && (
              <FormHelperText id={messageId} error sx={{ gridArea: 'msg', m: 0, mt: -0.5 }}>
                {messages.join(' · ')}
              </FormHelperText>
            )}
            <Tooltip title={`Remove ${k.one} ${i + 1}`}>
              <IconButton aria-label={`Remove ${k.one} ${i + 1}`} onClick={() => remove(i)} sx={{ gridArea: 'remove' }}>
                <DeleteOutlinedIcon />
              </IconButton>
            </Tooltip>
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
        Add {k.one}
      </Button>
    </Box>
  );
}

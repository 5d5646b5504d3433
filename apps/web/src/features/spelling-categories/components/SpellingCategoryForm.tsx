import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { SPELLING_MSG, SPELLING_WORDS_MAX, type SpellingCategoryDto } from '@school-ops/shared';
import { useCallback, useId, type ReactNode } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { lazySchema, lazyZodResolver, useSchemaSoon } from '../../../components/form/lazy-schema.ts';
import { FormNumberField } from '../../../components/form/FormNumberField.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { useTranslateIssue } from '../../../lib/i18n/errors.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useNotify } from '../../../lib/status.ts';
import { useCreateSpellingCategory, useUpdateSpellingCategory } from '../api.ts';
import {
  emptyWord,
  imagesTooLarge,
  looksLikeGif,
  readAsDataUrl,
  toFormData,
  toFormValues,
  type SpellingFormData,
  type SpellingFormValues,
} from '../form.ts';
import { WordRow } from './WordRow.tsx';
import { useFollowValues } from '../../../components/form/follow-values.ts';

const schema = lazySchema(() => import('../schemas.ts').then((m) => m.spellingFormSchema));
const resolver = lazyZodResolver(schema);
const NUMERIC = { htmlInput: { min: 1, max: 99, inputMode: 'numeric' as const } };

export interface SpellingCategoryFormProps {
  category?: SpellingCategoryDto;
  /** False once the page is leaving on purpose (after a delete). */
  guard?: boolean;
  onCreated?(doc: SpellingCategoryDto): void;
  /** Extra actions beside Save (the edit page's Delete). */
  actions?: ReactNode;
}

export function SpellingCategoryForm({ category, guard = true, onCreated, actions }: SpellingCategoryFormProps) {
  const { t } = useTranslation();
  const translate = useTranslateIssue();
  const notify = useNotify();
  const isEdit = category !== undefined;
  const create = useCreateSpellingCategory();
  const update = useUpdateSpellingCategory(category?.id ?? '');
  useSchemaSoon(schema);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setValue,
    trigger,
    clearErrors,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<SpellingFormValues, unknown, SpellingFormData>({
    defaultValues: toFormValues(category),
    resolver,
  });
  useFollowValues(reset, toFormValues(category));
  const { fields, append, remove } = useFieldArray({ control, name: 'words' });
  const words = useWatch({ control, name: 'words' });
  const tooLarge = imagesTooLarge(words ?? []);

  // Stable, so that a row renders again only when its own values change (WordRow).
  const chooseFile = useCallback(
    (index: number, file: File | null) =>
      void (async () => {
        const isGif = file ? await looksLikeGif(file) : false;
        setValue(`words.${index}.fileIsGif`, isGif);
        setValue(`words.${index}.filePreview`, file && isGif ? await readAsDataUrl(file).catch(() => null) : null);
        setValue(`words.${index}.file`, file, { shouldDirty: true });
        if (file) await trigger(`words.${index}.file`);
      })(),
    [setValue, trigger],
  );

  const removeImage = useCallback(
    (index: number) => {
      setValue(`words.${index}.file`, null, { shouldDirty: true });
      setValue(`words.${index}.fileIsGif`, false);
      setValue(`words.${index}.filePreview`, null);
      setValue(`words.${index}.image`, null, { shouldDirty: true });
      setValue(`words.${index}.imageUrl`, null);
      clearErrors(`words.${index}.file`);
    },
    [setValue, clearErrors],
  );

  const onSubmit = async (data: SpellingFormData) => {
    try {
      const form = toFormData(data);
      if (isEdit) {
        reset(toFormValues(await update.mutateAsync(form)));
        notify.success(t('spellingCategories.form.saved'));
      } else {
        const doc = await create.mutateAsync(form);
        notify.success(t('spellingCategories.form.created'));
        onCreated?.(doc);
      }
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} sx={{ display: 'grid', gap: 3 }}>
      <LeaveGuard
        when={isDirty && !isSubmitting && isEdit && guard}
        message={t('spellingCategories.form.unsavedChanges')}
      />
      <Section title={t('spellingCategories.form.basicData')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' } }}>
          <FormTextField
            control={control}
            name="category"
            label={t('spellingCategories.form.category')}
            required
            sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
          />
          <FormNumberField
            control={control}
            name="level"
            label={t('spellingCategories.form.level')}
            required
            empty=""
            slotProps={NUMERIC}
          />
          <FormNumberField
            control={control}
            name="order"
            label={t('spellingCategories.form.order')}
            required
            empty=""
            slotProps={NUMERIC}
          />
        </Box>
      </Section>

      <Section title={t('spellingCategories.form.words')}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('spellingCategories.form.wordsHelp')}
        </Typography>
        {fields.length === 0 && <Typography sx={{ mb: 2 }}>{t('spellingCategories.form.noWords')}</Typography>}
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {fields.map((field, index) => (
            <WordRow
              key={field.id}
              index={index}
              register={register}
              wordError={errors.words?.[index]?.word}
              fileError={errors.words?.[index]?.file}
              row={words?.[index]}
              onFile={chooseFile}
              onRemoveImage={removeImage}
              onRemove={remove}
            />
          ))}
        </Box>
        {tooLarge && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate({ message: SPELLING_MSG.tooLarge })}
          </Alert>
        )}
        {!tooLarge && errors.words?.root?.message && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate(errors.words.root)}
          </Alert>
        )}
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          onClick={() => append(emptyWord())}
          disabled={fields.length >= SPELLING_WORDS_MAX}
          sx={{ mt: 2 }}
        >
          {t('spellingCategories.form.addWord')}
        </Button>
      </Section>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isEdit ? t('spellingCategories.form.save') : t('spellingCategories.form.create')}
        </Button>
        {actions}
      </Box>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h2" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

import { SPELLING_MSG, SPELLING_WORDS_MAX, spellingCategoryFieldsSchema, spellingWordSchema } from '@school-ops/shared';
import { z } from 'zod';
import { i18n } from '../../lib/i18n/index.ts';
import { imagesTooLarge } from './form.ts';

/*
 * What the category form checks with, loaded apart from its page (components/form/lazy-schema.ts): zod and the
 * shared schemas are not needed to paint the form.
 */

const wordRowSchema = z
  .object({
    word: spellingWordSchema,
    image: z.string().nullable(),
    imageUrl: z.string().nullable(),
    file: z.custom<File | null>(),
    fileIsGif: z.boolean(),
    filePreview: z.string().nullable(),
  })
  // `when`: checked even while the word itself is still missing, so the file error shows at once.
  .refine((w) => !w.file || w.fileIsGif, { path: ['file'], error: SPELLING_MSG.notGif, when: () => true });

/** The shared rules for category, level, order and each word, plus the file checks of the browser. */
export const spellingFormSchema = spellingCategoryFieldsSchema.extend({
  level: z.preprocess((v: number | '') => blankToUndefined(v), spellingCategoryFieldsSchema.shape.level),
  order: z.preprocess((v: number | '') => blankToUndefined(v), spellingCategoryFieldsSchema.shape.order),
  words: z
    .array(wordRowSchema)
    // The browser's own rule (no shared code): its message in the reader's language, read when it fails.
    .max(SPELLING_WORDS_MAX, {
      error: () => i18n.t('spellingCategories.form.tooManyWords', { max: SPELLING_WORDS_MAX }),
    })
    .refine((rows) => !imagesTooLarge(rows), { error: SPELLING_MSG.tooLarge }),
});
export type SpellingFormData = z.output<typeof spellingFormSchema>;

function blankToUndefined(v: unknown) {
  return v === '' || v === null || (typeof v === 'number' && Number.isNaN(v)) ? undefined : v;
}

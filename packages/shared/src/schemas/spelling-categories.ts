import { z } from 'zod';
import { FIELD_MAX } from '../constants.ts';
import { requiredText } from './common.ts';

import {
  SPELLING_MSG,
  SPELLING_WORD_MAX,
  SPELLING_WORDS_MAX,
  splitPhonics,
  normalizeSpellingWord,
} from '../domain/spelling.ts';

/** Level and order: required whole numbers from 1 to 99. */
const rank = (label: 'level' | 'order') =>
  z
    .number({
      error: (iss) =>
        iss.input === undefined || iss.input === null ? `${label} is required` : `${label} must be a number`,
    })
    .int({ error: `${label} must be a whole number` })
    .min(1, { error: `${label} must be from 1 to ${FIELD_MAX[label]}` })
    .max(FIELD_MAX[label], { error: `${label} must be from 1 to ${FIELD_MAX[label]}` });

/** A word with phonics separated by '/': spaces around each phonic are dropped, no phonic may be empty. */
export const spellingWordSchema = z
  .string({ error: SPELLING_MSG.wordRequired })
  .trim()
  .min(1, { error: SPELLING_MSG.wordRequired })
  .max(SPELLING_WORD_MAX, { error: `word must be at most ${SPELLING_WORD_MAX} characters` })
  // An empty word is only 'required', not also an empty phonic.
  .refine((w) => w === '' || splitPhonics(w).every((p) => p.length > 0), { error: SPELLING_MSG.emptyPhonic })
  .transform(normalizeSpellingWord);

/** A storage key made by the server; anything else is not an image of ours. */
const imageKey = z.string().min(1).max(200);

export const spellingWordInputSchema = z.object({
  word: spellingWordSchema,
  /** The word's current image (a storage key it already has), or null for none. */
  image: imageKey.nullish().transform((v) => v ?? null),
  /** Name of the multipart file part holding a new GIF for this word; replaces `image`. */
  imageField: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, { error: 'imageField must be a form field name' })
    .nullish()
    .transform((v) => v ?? null),
});

export const spellingCategoryFieldsSchema = z.object({
  category: requiredText('category', FIELD_MAX.category),
  level: rank('level'),
  order: rank('order'),
});

/** The `formValues` JSON of POST /spelling-categories and PATCH /spelling-categories/{id}. */
export const spellingCategoryFormValuesSchema = spellingCategoryFieldsSchema.extend({
  words: z
    .array(spellingWordInputSchema, { error: 'words must be a list' })
    .max(SPELLING_WORDS_MAX, { error: `a category can have at most ${SPELLING_WORDS_MAX} words` }),
});
export type SpellingCategoryFormValuesInput = z.input<typeof spellingCategoryFormValuesSchema>;
export type SpellingCategoryFormValues = z.output<typeof spellingCategoryFormValuesSchema>;

import { z } from 'zod';
import { FIELD_MAX, MEGABYTE, UPLOAD_LIMIT_BYTES } from '../constants.ts';
import { requiredText } from './common.ts';
import type { SpellingCategoryAbilities } from './abilities.ts';

/** The spelling-category texts of docs/product.md §5, shared by server and web. */
export const SPELLING_MSG = {
  notGif: 'File must be of type GIF.',
  tooLarge: `Total size of files must be less than ${UPLOAD_LIMIT_BYTES / MEGABYTE}MB.`,
  formValuesNotJson: 'formValues must be JSON',
  formValuesMissing: 'formValues is required',
  wordRequired: 'word is required',
  emptyPhonic: "each phonic needs letters: separate phonics with a single '/' (e.g. sh/i/p)",
} as const;

export const SPELLING_WORD_MAX = 99;
export const SPELLING_WORDS_MAX = 100;
/** Rows a new spelling category form starts with (docs/product.md §9). */
export const SPELLING_NEW_WORD_ROWS = 5;
export const PHONIC_SEPARATOR = '/';

/** 'sh / i/ p ' → ['sh', 'i', 'p']; empty phonics are kept (as '') so callers can refuse them. */
export function splitPhonics(word: string): string[] {
  return word.split(PHONIC_SEPARATOR).map((p) => p.trim());
}

/** The stored form of a word: phonics trimmed and joined by '/', e.g. 'sh/i/p'. */
export function normalizeSpellingWord(word: string): string {
  return splitPhonics(word.trim()).join(PHONIC_SEPARATOR);
}

/** A word's letters without separators, e.g. 'sh/i/p' → 'ship'. */
export function spellingWordText(word: string): string {
  return splitPhonics(word).join('');
}

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

export interface SpellingWordDto {
  /** With phonics separated by '/', e.g. 'sh/i/p'. */
  word: string;
  phonics: string[];
  /** Storage key of the GIF, or null. */
  image: string | null;
  /** A signed URL for the GIF, valid one hour, or null. */
  imageUrl: string | null;
}

export interface SpellingCategoryDto {
  id: string;
  category: string;
  level: number;
  order: number;
  words: SpellingWordDto[];
  /** What the signed-in person may do with it, decided by the server's policy (decision 0024). */
  can: SpellingCategoryAbilities;
}

/** GIF files start with 'GIF87a' or 'GIF89a'. */
export function isGifHeader(bytes: Uint8Array): boolean {
  if (bytes.length < 6) return false;
  const head = String.fromCharCode(...bytes.subarray(0, 6));
  return head === 'GIF87a' || head === 'GIF89a';
}

/** Spelling images may total at most 32 MB. */
export function spellingImagesTooLarge(sizes: number[]): boolean {
  return sizes.reduce((sum, n) => sum + n, 0) > UPLOAD_LIMIT_BYTES;
}

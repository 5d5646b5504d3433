import { MEGABYTE, UPLOAD_LIMIT_BYTES } from '../constants.ts';
import type { SpellingCategoryAbilities } from '../schemas/abilities.ts';

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

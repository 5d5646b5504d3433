import {
  isGifHeader,
  SPELLING_NEW_WORD_ROWS,
  spellingImagesTooLarge,
  type SpellingCategoryDto,
} from '@school-ops/shared';
import type { SpellingFormData } from './schemas.ts';

export type { SpellingFormData };

export interface WordRowValues {
  word: string;
  /** The image the word has on the server (a storage key), or null. */
  image: string | null;
  imageUrl: string | null;
  /** A newly chosen GIF that replaces `image` on save. */
  file: File | null;
  /** Whether `file` starts like a GIF (checked when it is chosen). */
  fileIsGif: boolean;
  /** A data: URL of `file` for its preview, when it is a GIF. */
  filePreview: string | null;
}

export interface SpellingFormValues {
  category: string;
  level: number | '';
  order: number | '';
  words: WordRowValues[];
}

export const emptyWord = (): WordRowValues => ({
  word: '',
  image: null,
  imageUrl: null,
  file: null,
  fileIsGif: false,
  filePreview: null,
});

export function toFormValues(category?: SpellingCategoryDto): SpellingFormValues {
  if (!category) {
    return { category: '', level: '', order: '', words: Array.from({ length: SPELLING_NEW_WORD_ROWS }, emptyWord) };
  }
  return {
    category: category.category,
    level: category.level,
    order: category.order,
    words: category.words.map((w) => ({ ...emptyWord(), word: w.word, image: w.image, imageUrl: w.imageUrl })),
  };
}

export function imagesTooLarge(rows: Pick<WordRowValues, 'file'>[]): boolean {
  return spellingImagesTooLarge(rows.flatMap((r) => (r.file ? [r.file.size] : [])));
}

/** By its first bytes, not its name or the type the browser guessed. */
export async function looksLikeGif(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 6).arrayBuffer());
  return isGifHeader(head);
}

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The multipart body of docs/product.md §7: formValues as JSON plus one file part per new image. */
export function toFormData(data: SpellingFormData): FormData {
  const form = new FormData();
  const words = data.words.map((w, i) =>
    w.file ? { word: w.word, image: null, imageField: `image${i}` } : { word: w.word, image: w.image },
  );
  form.append('formValues', JSON.stringify({ category: data.category, level: data.level, order: data.order, words }));
  data.words.forEach((w, i) => {
    if (w.file) form.append(`image${i}`, w.file, w.file.name);
  });
  return form;
}

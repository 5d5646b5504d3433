import type { BookDto, CreateBookData } from '@school-ops/shared';
import type { DefaultValues, FieldErrors, Resolver } from 'react-hook-form';
import { lazySchema, lazyZodResolver } from '../../components/form/lazy-schema.ts';
import type { BookFormValues } from './schemas.ts';

export interface KeyWordRow {
  word: string;
  page: number | undefined;
  hint: string;
}
export interface QuestionRow {
  question: string;
  page: number | undefined;
  hint: string;
}

export type { BookFormValues };

/** docs/product.md §9: a new book starts with 5 key word rows and 3 question rows. */
export const NEW_KEY_WORD_ROWS = 5;
export const NEW_QUESTION_ROWS = 3;

export const emptyKeyWord = (): KeyWordRow => ({ word: '', page: undefined, hint: '' });
export const emptyQuestion = (): QuestionRow => ({ question: '', page: undefined, hint: '' });

export function toFormValues(book?: BookDto): DefaultValues<BookFormValues> {
  if (!book) {
    return {
      name: '',
      wordCount: undefined,
      level: undefined,
      order: undefined,
      part: null,
      keyWords: Array.from({ length: NEW_KEY_WORD_ROWS }, emptyKeyWord),
      questions: Array.from({ length: NEW_QUESTION_ROWS }, emptyQuestion),
    };
  }
  return {
    name: book.name,
    wordCount: book.wordCount,
    level: book.level,
    order: book.order,
    part: book.part,
    keyWords: book.keyWords.map((k) => ({ word: k.word, page: k.page, hint: k.hint ?? '' })),
    questions: book.questions.map((q) => ({ question: q.question, page: q.page, hint: q.hint ?? '' })),
  };
}

const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'number' && Number.isNaN(v)) || String(v).trim() === '';

/**
 * Empty rows: the new form offers 5 key word and 3 question rows, and a book may well need fewer.
 * A row left completely empty (no text, no page, no hint) is therefore dropped before validation
 * and never sent. A row with anything in it is a row the teacher meant to fill, so it is
 * validated, and a half-filled one shows 'each key word needs a word and a page' (or the
 * question's message) beside the missing field.
 */
export function filledRows<T extends object>(rows: T[] | undefined): number[] {
  return (rows ?? []).flatMap((row, i) => (Object.values(row).every(blank) ? [] : [i]));
}

/** The book form's schema, loaded apart from its page (BookForm loads it soon after it is on screen). */
export const bookSchema = lazySchema(() => import('./schemas.ts').then((m) => m.bookFormSchema));
const schemaResolver = lazyZodResolver(bookSchema);

/** Row errors come back for the rows that were kept: put each under the row it belongs to on screen. */
function remap(rowErrors: unknown, kept: number[]): unknown {
  if (!Array.isArray(rowErrors)) return rowErrors;
  const out: unknown[] = [];
  rowErrors.forEach((e, j) => {
    if (e !== undefined) out[kept[j] ?? j] = e;
  });
  const root = (rowErrors as { root?: unknown }).root;
  if (root) Object.assign(out, { root });
  return out;
}

export const bookResolver: Resolver<BookFormValues, unknown, CreateBookData> = async (values, ctx, opts) => {
  const keptKeyWords = filledRows(values.keyWords);
  const keptQuestions = filledRows(values.questions);
  const pruned: BookFormValues = {
    ...values,
    part: values.part ?? null,
    keyWords: keptKeyWords.map((i) => values.keyWords[i]!),
    questions: keptQuestions.map((i) => values.questions[i]!),
  };
  const result = await schemaResolver(pruned, ctx, opts);
  if (Object.keys(result.errors).length === 0) return result;
  const errors = { ...result.errors } as Record<string, unknown>;
  if (errors.keyWords) errors.keyWords = remap(errors.keyWords, keptKeyWords);
  if (errors.questions) errors.questions = remap(errors.questions, keptQuestions);
  return { values: {}, errors: errors as FieldErrors<BookFormValues> };
};

import { z } from 'zod';
import { FIELD_MAX } from '../constants.ts';
import { requiredText } from './common.ts';

import { BOOK_MSG, BOOK_LIMITS } from '../domain/books.ts';

/** A required whole number in a range: a missing value says "required", any other problem says the range. */
const rangedNumber = (label: string, max: number) =>
  z
    .number({
      error: (iss) =>
        iss.input === undefined || iss.input === null
          ? `${label} is required`
          : `${label} must be between 1 and ${max}`,
    })
    .int({ error: `${label} must be between 1 and ${max}` })
    .min(1, { error: `${label} must be between 1 and ${max}` })
    .max(max, { error: `${label} must be between 1 and ${max}` });

const wordCount = z
  .number({
    error: (iss) =>
      iss.input === undefined || iss.input === null ? BOOK_MSG.wordCountRequired : BOOK_MSG.wordCountWhole,
  })
  .int({ error: BOOK_MSG.wordCountWhole })
  .min(0, { error: BOOK_MSG.wordCountWhole })
  .max(BOOK_LIMITS.wordCount, { error: `word count must be at most ${BOOK_LIMITS.wordCount}` });

/** A page is needed with every key word and question: the row's own message when it is missing. */
const page = (missing: string) =>
  z
    .number({ error: (iss) => (iss.input === undefined || iss.input === null ? missing : BOOK_MSG.pageNumber) })
    .int({ error: BOOK_MSG.pageNumber })
    .min(1, { error: BOOK_MSG.pageNumber })
    .max(9999, { error: 'page must be at most 9999' });

/** Optional: '', whitespace or null all mean "no hint". */
const hint = z
  .string({ error: 'hint must be text' })
  .trim()
  .max(BOOK_LIMITS.hint, { error: `hint must be at most ${BOOK_LIMITS.hint} characters` })
  .nullish()
  .transform((v) => (v ? v : null));

const rowText = (missing: string, max: number, label: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: `${label} must be at most ${max} characters` });

export const keyWordSchema = z.object({
  word: rowText(BOOK_MSG.keyWordNeedsWordAndPage, BOOK_LIMITS.word, 'key word'),
  page: page(BOOK_MSG.keyWordNeedsWordAndPage),
  hint,
});
export type KeyWordInput = z.input<typeof keyWordSchema>;
export type KeyWordData = z.output<typeof keyWordSchema>;

export const bookQuestionSchema = z.object({
  question: rowText(BOOK_MSG.questionNeedsQuestionAndPage, BOOK_LIMITS.question, 'question'),
  page: page(BOOK_MSG.questionNeedsQuestionAndPage),
  hint,
});
export type BookQuestionInput = z.input<typeof bookQuestionSchema>;
export type BookQuestionData = z.output<typeof bookQuestionSchema>;

const keyWords = z
  .array(keyWordSchema, { error: 'key words must be a list' })
  .max(BOOK_LIMITS.keyWords, { error: BOOK_MSG.tooManyKeyWords });
const questions = z
  .array(bookQuestionSchema, { error: 'questions must be a list' })
  .max(BOOK_LIMITS.questions, { error: BOOK_MSG.tooManyQuestions });

const PART_RANGE = `part must be between 1 and ${FIELD_MAX.part}`;

const bookFields = {
  name: requiredText('name', FIELD_MAX.name),
  wordCount,
  level: rangedNumber('level', FIELD_MAX.level),
  order: rangedNumber('order', FIELD_MAX.order),
  // Optional: a missing, null or empty part means "no part".
  part: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z
      .number({ error: PART_RANGE })
      .int({ error: PART_RANGE })
      .min(1, { error: PART_RANGE })
      .max(FIELD_MAX.part, { error: PART_RANGE })
      .nullable(),
  ),
};

export const createBookSchema = z.object({
  ...bookFields,
  keyWords: keyWords.default([]),
  questions: questions.default([]),
});
export type CreateBookInput = z.input<typeof createBookSchema>;
export type CreateBookData = z.output<typeof createBookSchema>;

/** PATCH: a missing field is left alone (no defaults); key words and questions are replaced as a whole. */
export const updateBookSchema = z.object({ ...bookFields, keyWords, questions }).partial();
export type UpdateBookInput = z.input<typeof updateBookSchema>;
export type UpdateBookData = z.output<typeof updateBookSchema>;

import { createBookSchema } from '@school-ops/shared';
import { z } from 'zod';
import type { KeyWordRow, QuestionRow } from './form.ts';

/*
 * What the book form checks with, loaded apart from its page (components/form/lazy-schema.ts): zod and the shared
 * schemas are not needed to paint the form.
 */

/**
 * What the form holds for a field, checked by the shared schema's own rule: a number box is blank (undefined)
 * until typed, which the shared schema's input type does not allow, yet its rule and message ('word count is
 * required') are the ones to show. The value passes to that rule unchanged; only its input type is the form's.
 */
const held =
  <Held>() =>
  <S extends z.ZodType>(rule: S) =>
    z.preprocess((value: Held) => value, rule);

const rules = createBookSchema.shape;

/** The shared create schema, read from what the form holds; its output is the shared schema's. */
export const bookFormSchema = createBookSchema.extend({
  wordCount: held<number | undefined>()(rules.wordCount),
  level: held<number | undefined>()(rules.level),
  order: held<number | undefined>()(rules.order),
  part: held<number | null | undefined>()(rules.part),
  // The form always holds its rows, so the shared default for a missing list is not needed.
  keyWords: held<KeyWordRow[]>()(rules.keyWords.unwrap()),
  questions: held<QuestionRow[]>()(rules.questions.unwrap()),
});
export type BookFormValues = z.input<typeof bookFormSchema>;

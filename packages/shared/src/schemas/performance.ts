import { z } from 'zod';
import { SESSION_LIMITS } from '../constants.ts';
import { letterProblems, parseLetters, parseWords } from '../domain/letters.ts';
import { SPELLING_WORDS_PER_TEST, BOOK_QUESTIONS_PER_SESSION, COMMENT_MIN, PERF_MSG } from '../domain/performance.ts';

const text = (max: number) =>
  z
    .string()
    .max(max, { error: `must be at most ${max} characters` })
    .default('');

/**
 * The ABC form for a student with N letters: two missed-letter lists, each with its
 * "none missed" checkbox (docs/product.md §5). Stored as lowercase letter lists.
 */
export function abcFormSchema(letters: number) {
  return z
    .object({
      spreadLettersMissed: text(200),
      spreadNoneMissed: z.boolean().default(false),
      randomLettersMissed: text(200),
      randomNoneMissed: z.boolean().default(false),
    })
    .superRefine((v, ctx) => {
      const lists = [
        ['spreadLettersMissed', v.spreadLettersMissed, v.spreadNoneMissed, PERF_MSG.spreadCheckbox],
        ['randomLettersMissed', v.randomLettersMissed, v.randomNoneMissed, PERF_MSG.randomCheckbox],
      ] as const;
      for (const [path, raw, none, checkboxMessage] of lists) {
        const parsed = parseLetters(raw);
        if (none === parsed.length > 0) ctx.addIssue({ code: 'custom', path: [path], message: checkboxMessage });
        for (const message of letterProblems(parsed, letters)) ctx.addIssue({ code: 'custom', path: [path], message });
      }
    })
    .transform((v) => ({
      spreadLettersMissed: parseLetters(v.spreadLettersMissed),
      randomLettersMissed: parseLetters(v.randomLettersMissed),
    }));
}
export type AbcFormInput = z.input<ReturnType<typeof abcFormSchema>>;
export type AbcPerformance = z.output<ReturnType<typeof abcFormSchema>>;

/** Five words, each stepped through its phonics; a star only when no phonic was wrong. */
export const spellingFormSchema = z
  .object({
    words: z
      .array(
        z.object({
          word: z.string().trim().max(99).default(''),
          phonicsResults: z.array(z.boolean()).max(30).default([]),
          correct: z.boolean().default(false),
        }),
      )
      .min(1, { error: 'choose the words to review' })
      .max(SPELLING_WORDS_PER_TEST, { error: `review at most ${SPELLING_WORDS_PER_TEST} words` }),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.words.forEach((w, i) => {
      if (!w.word) {
        ctx.addIssue({ code: 'custom', path: ['words', i, 'word'], message: `choose word ${i + 1}` });
        return;
      }
      if (seen.has(w.word)) {
        ctx.addIssue({
          code: 'custom',
          path: ['words', i, 'word'],
          message: `${w.word} has been asked more than once`,
        });
      }
      seen.add(w.word);
      if (w.correct && w.phonicsResults.includes(false)) {
        ctx.addIssue({
          code: 'custom',
          path: ['words', i, 'correct'],
          message: `${w.word} cannot be correct while a phonic is wrong`,
        });
      }
    });
  })
  .transform((v) => ({
    wordsReviewed: v.words.map((w) => w.word),
    wordsResults: v.words.map((w) => w.correct),
    phonicsResults: v.words.map((w) => w.phonicsResults),
  }));
export type SpellingFormInput = z.input<typeof spellingFormSchema>;
export type SpellingPerformance = z.output<typeof spellingFormSchema>;

/** The book form: words missed (with its checkbox), key words read, and three different questions. */
export const bookFormSchema = z
  .object({
    wordsMissed: text(2000),
    noWordsMissed: z.boolean().default(false),
    keyWords: z
      .array(z.object({ word: z.string().max(99), correct: z.boolean() }))
      .max(50)
      .default([]),
    questions: z
      .array(z.object({ question: z.string().trim().max(500).default(''), correct: z.boolean().default(false) }))
      .min(1, { error: 'choose the questions to ask' })
      .max(BOOK_QUESTIONS_PER_SESSION, { error: `ask at most ${BOOK_QUESTIONS_PER_SESSION} questions` }),
  })
  .superRefine((v, ctx) => {
    if (v.noWordsMissed === parseWords(v.wordsMissed).length > 0) {
      ctx.addIssue({ code: 'custom', path: ['wordsMissed'], message: PERF_MSG.wordsCheckbox });
    }
    const asked = new Set<string>();
    v.questions.forEach((q, i) => {
      if (!q.question)
        ctx.addIssue({ code: 'custom', path: ['questions', i, 'question'], message: `choose question ${i + 1}` });
      else if (asked.has(q.question))
        ctx.addIssue({ code: 'custom', path: ['questions', i, 'question'], message: PERF_MSG.sameQuestion });
      asked.add(q.question);
    });
  })
  .transform((v) => ({
    wordsMissed: parseWords(v.wordsMissed),
    keyWords: v.keyWords,
    questions: v.questions,
    questionsAsked: v.questions.map((q) => q.question),
  }));
export type BookFormInput = z.input<typeof bookFormSchema>;
export type BookPerformance = z.output<typeof bookFormSchema>;

const encouragement = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    // abort: an empty answer gets only "is required", not also "at least 10 characters".
    .min(1, { error: `${label} is required`, abort: true })
    .min(COMMENT_MIN, { error: `${label} must be at least ${COMMENT_MIN} characters` })
    .max(2000, { error: `${label} must be at most 2000 characters` });

export const nonSystemBookFormSchema = z.object({
  youCanDoIt: encouragement('You can do it'),
  keepOnTrying: encouragement('Keep on trying'),
});
export type NonSystemBookPerformance = z.output<typeof nonSystemBookFormSchema>;

export const classFormSchema = z.object({
  comments: z
    .string({ error: PERF_MSG.commentsRequired })
    .trim()
    .min(1, { error: PERF_MSG.commentsRequired })
    .max(SESSION_LIMITS.commentsMax, { error: `comments must be at most ${SESSION_LIMITS.commentsMax} characters` }),
});
export type ClassPerformance = z.output<typeof classFormSchema>;

import { describe, expect, it } from 'vitest';
import {
  abcFormSchema,
  bookFormSchema,
  classFormSchema,
  nonSystemBookFormSchema,
  PERF_MSG,
  spellingFormSchema,
} from '../index.ts';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('abcFormSchema', () => {
  const five = abcFormSchema(5);

  it('stores lowercase letter lists, non-word characters removed', () => {
    const r = five.parse({ spreadLettersMissed: 'B, e', randomLettersMissed: '', randomNoneMissed: true });
    expect(r).toEqual({ spreadLettersMissed: ['b', 'e'], randomLettersMissed: [] });
  });

  it('wants each checkbox to agree with its list', () => {
    expect(messages(five.safeParse({ spreadLettersMissed: '', randomLettersMissed: 'a' }))).toEqual([
      PERF_MSG.spreadCheckbox,
    ]);
    expect(
      messages(five.safeParse({ spreadNoneMissed: true, spreadLettersMissed: 'a', randomNoneMissed: true })),
    ).toEqual([PERF_MSG.spreadCheckbox]);
    expect(messages(five.safeParse({ spreadNoneMissed: true, randomLettersMissed: '' }))).toEqual([
      PERF_MSG.randomCheckbox,
    ]);
  });

  it('names too many, duplicate and out-of-range letters', () => {
    expect(messages(five.safeParse({ spreadLettersMissed: 'abcdea', randomNoneMissed: true }))).toEqual([
      'too many letters (expected 5)',
      'duplicate letter a',
    ]);
    expect(messages(five.safeParse({ spreadLettersMissed: 'f', randomNoneMissed: true }))).toEqual([
      'submitted letter f is not in range',
    ]);
    expect(abcFormSchema(26).safeParse({ spreadLettersMissed: 'z', randomNoneMissed: true }).success).toBe(true);
  });
});

describe('spellingFormSchema', () => {
  const word = (w: string, phonicsResults = [true, true], correct = true) => ({ word: w, phonicsResults, correct });

  it('keeps the words, stars and phonic results', () => {
    const r = spellingFormSchema.parse({
      words: [word('cat', [true, true, true]), word('dog', [true, false, true], false)],
    });
    expect(r).toEqual({
      wordsReviewed: ['cat', 'dog'],
      wordsResults: [true, false],
      phonicsResults: [
        [true, true, true],
        [true, false, true],
      ],
    });
  });

  it('wants every word chosen, once, and no star over a wrong phonic', () => {
    expect(messages(spellingFormSchema.safeParse({ words: [word('cat'), word('')] }))).toEqual(['choose word 2']);
    expect(messages(spellingFormSchema.safeParse({ words: [word('cat'), word('cat')] }))).toEqual([
      'cat has been asked more than once',
    ]);
    expect(messages(spellingFormSchema.safeParse({ words: [word('cat', [true, false], true)] }))).toEqual([
      'cat cannot be correct while a phonic is wrong',
    ]);
  });
});

describe('bookFormSchema', () => {
  const q = (question: string, correct = true) => ({ question, correct });
  const ok = { wordsMissed: '', noWordsMissed: true, questions: [q('Who?'), q('Where?'), q('Why?', false)] };

  it('splits missed words keeping apostrophes and lists the questions asked', () => {
    const r = bookFormSchema.parse({ ...ok, wordsMissed: "don't, cat", noWordsMissed: false });
    expect(r.wordsMissed).toEqual(["don't", 'cat']);
    expect(r.questionsAsked).toEqual(['Who?', 'Where?', 'Why?']);
  });

  it('wants the checkbox to agree, every question chosen and none twice', () => {
    expect(messages(bookFormSchema.safeParse({ ...ok, noWordsMissed: false }))).toEqual([PERF_MSG.wordsCheckbox]);
    expect(messages(bookFormSchema.safeParse({ ...ok, questions: [q('Who?'), q(''), q('Why?')] }))).toEqual([
      'choose question 2',
    ]);
    expect(messages(bookFormSchema.safeParse({ ...ok, questions: [q('Who?'), q('Who?'), q('Why?')] }))).toEqual([
      PERF_MSG.sameQuestion,
    ]);
  });
});

describe('non-system book and class forms', () => {
  it('need at least 10 characters of encouragement each', () => {
    expect(
      nonSystemBookFormSchema.safeParse({ youCanDoIt: 'Great reading!', keepOnTrying: 'Slow down at commas.' }).success,
    ).toBe(true);
    expect(messages(nonSystemBookFormSchema.safeParse({ youCanDoIt: 'Good', keepOnTrying: '' }))).toEqual([
      'You can do it must be at least 10 characters',
      'Keep on trying is required',
    ]);
  });

  it('need class comments', () => {
    expect(messages(classFormSchema.safeParse({ comments: '  ' }))).toEqual(['comments are required']);
  });
});

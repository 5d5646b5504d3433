import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bookLabel, bookNumber } from '../domain/labels.ts';
import { compareBooks, createBookSchema, updateBookSchema } from '../index.ts';

function messages(schema: z.ZodType, value: unknown): string[] {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

const valid = { name: 'The Big Cat', wordCount: 120, level: 1, order: 2 };

describe('createBookSchema', () => {
  it('accepts the required fields and fills the optional ones', () => {
    expect(createBookSchema.parse(valid)).toEqual({ ...valid, part: null, keyWords: [], questions: [] });
  });

  it('requires every required field with its own message', () => {
    expect(messages(createBookSchema, {})).toEqual([
      'name is required',
      'word count is required',
      'level is required',
      'order is required',
    ]);
    expect(messages(createBookSchema, { ...valid, name: '   ' })).toEqual(['name is required']);
    expect(messages(createBookSchema, { ...valid, level: null, order: null, wordCount: null })).toEqual([
      'word count is required',
      'level is required',
      'order is required',
    ]);
  });

  it('bounds the name to 99 characters', () => {
    expect(messages(createBookSchema, { ...valid, name: 'n'.repeat(99) })).toEqual([]);
    expect(messages(createBookSchema, { ...valid, name: 'n'.repeat(100) })).toEqual([
      'name must be at most 99 characters',
    ]);
    expect(createBookSchema.parse({ ...valid, name: '  Trim Me ' }).name).toBe('Trim Me');
  });

  it('wants a whole word count of 0 or more', () => {
    expect(messages(createBookSchema, { ...valid, wordCount: 0 })).toEqual([]);
    expect(messages(createBookSchema, { ...valid, wordCount: -1 })).toEqual([
      'word count must be a whole number of 0 or more',
    ]);
    expect(messages(createBookSchema, { ...valid, wordCount: 2.5 })).toEqual([
      'word count must be a whole number of 0 or more',
    ]);
    expect(messages(createBookSchema, { ...valid, wordCount: '12' })).toEqual([
      'word count must be a whole number of 0 or more',
    ]);
  });

  it.each(['level', 'order'] as const)('keeps %s between 1 and 99', (field) => {
    expect(messages(createBookSchema, { ...valid, [field]: 1 })).toEqual([]);
    expect(messages(createBookSchema, { ...valid, [field]: 99 })).toEqual([]);
    for (const bad of [0, 100, 1.5, -3, '2']) {
      expect(messages(createBookSchema, { ...valid, [field]: bad })).toEqual([`${field} must be between 1 and 99`]);
    }
  });

  it('keeps the part optional, and between 1 and 99 when given', () => {
    expect(createBookSchema.parse({ ...valid, part: 3 }).part).toBe(3);
    expect(createBookSchema.parse({ ...valid, part: null }).part).toBeNull();
    expect(createBookSchema.parse({ ...valid, part: '' }).part).toBeNull();
    expect(messages(createBookSchema, { ...valid, part: 99 })).toEqual([]);
    for (const bad of [0, 100, 2.5])
      expect(messages(createBookSchema, { ...valid, part: bad })).toEqual(['part must be between 1 and 99']);
  });

  it('needs a word and a page in each key word; the hint is optional', () => {
    const ok = createBookSchema.parse({
      ...valid,
      keyWords: [
        { word: ' cat ', page: 2 },
        { word: 'hat', page: 3, hint: '  ' },
        { word: 'mat', page: 4, hint: 'on the floor' },
      ],
    });
    expect(ok.keyWords).toEqual([
      { word: 'cat', page: 2, hint: null },
      { word: 'hat', page: 3, hint: null },
      { word: 'mat', page: 4, hint: 'on the floor' },
    ]);
    expect(messages(createBookSchema, { ...valid, keyWords: [{ word: '', page: 2 }] })).toEqual([
      'each key word needs a word and a page',
    ]);
    expect(messages(createBookSchema, { ...valid, keyWords: [{ word: 'cat' }] })).toEqual([
      'each key word needs a word and a page',
    ]);
    expect(messages(createBookSchema, { ...valid, keyWords: [{ hint: 'x' }] })).toEqual([
      'each key word needs a word and a page',
      'each key word needs a word and a page',
    ]);
    expect(messages(createBookSchema, { ...valid, keyWords: [{ word: 'cat', page: 0 }] })).toEqual([
      'page must be a whole number of 1 or more',
    ]);
  });

  it('needs a question and a page in each question; the hint is optional', () => {
    const ok = createBookSchema.parse({
      ...valid,
      questions: [{ question: 'Where is the cat?', page: 5, hint: 'Look at the hat.' }],
    });
    expect(ok.questions).toEqual([{ question: 'Where is the cat?', page: 5, hint: 'Look at the hat.' }]);
    expect(messages(createBookSchema, { ...valid, questions: [{ question: '  ', page: 1 }] })).toEqual([
      'each question needs a question and a page',
    ]);
    expect(messages(createBookSchema, { ...valid, questions: [{ question: 'Why?', page: null }] })).toEqual([
      'each question needs a question and a page',
    ]);
  });

  it('limits how many key words and questions a book has', () => {
    const many = Array.from({ length: 51 }, (_, i) => ({ word: `w${i}`, page: 1 }));
    expect(messages(createBookSchema, { ...valid, keyWords: many })).toEqual(['a book can have at most 50 key words']);
    const asked = Array.from({ length: 51 }, (_, i) => ({ question: `q${i}`, page: 1 }));
    expect(messages(createBookSchema, { ...valid, questions: asked })).toEqual([
      'a book can have at most 50 questions',
    ]);
  });
});

describe('updateBookSchema', () => {
  it('leaves out what it was not given (no defaults)', () => {
    expect(updateBookSchema.parse({})).toStrictEqual({});
    expect(updateBookSchema.parse({ name: 'New' })).toStrictEqual({ name: 'New' });
    expect(updateBookSchema.parse({ part: null })).toStrictEqual({ part: null });
  });

  it('still validates the fields it gets', () => {
    expect(messages(updateBookSchema, { name: '' })).toEqual(['name is required']);
    expect(messages(updateBookSchema, { level: 100 })).toEqual(['level must be between 1 and 99']);
    expect(messages(updateBookSchema, { keyWords: [{ word: 'x' }] })).toEqual([
      'each key word needs a word and a page',
    ]);
  });
});

describe('book labels and order', () => {
  it('reads name (level.order[.part])', () => {
    expect(bookLabel({ name: 'The Big Cat', level: 1, order: 2, part: null })).toBe('The Big Cat (1.2)');
    expect(bookLabel({ name: 'Sam and the Map', level: 2, order: 1, part: 3 })).toBe('Sam and the Map (2.1.3)');
    expect(bookNumber({ level: 10, order: 11, part: null })).toBe('10.11');
  });

  it('sorts by level, order, then part (no part first)', () => {
    const books = [
      { name: 'd', level: 2, order: 1, part: 2 },
      { name: 'c', level: 2, order: 1, part: null },
      { name: 'e', level: 10, order: 1, part: null },
      { name: 'b', level: 1, order: 3, part: null },
      { name: 'a', level: 1, order: 2, part: 1 },
    ];
    expect([...books].sort(compareBooks).map((b) => b.name)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

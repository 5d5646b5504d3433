import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMIT_BYTES } from '../constants.ts';
import { spellingCategoryLabel } from '../domain/labels.ts';
import {
  isGifHeader,
  normalizeSpellingWord,
  SPELLING_MSG,
  spellingCategoryFormValuesSchema,
  spellingImagesTooLarge,
  spellingWordSchema,
  spellingWordText,
  splitPhonics,
} from '../index.ts';

const messages = (input: unknown) => {
  const r = spellingCategoryFormValuesSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('spelling category messages', () => {
  it('uses the exact texts of the spec', () => {
    expect(SPELLING_MSG.notGif).toBe('File must be of type GIF.');
    expect(SPELLING_MSG.tooLarge).toBe('Total size of files must be less than 32MB.');
  });
});

describe('phonics', () => {
  it('splits on / and trims each phonic', () => {
    expect(splitPhonics('sh / i/ p ')).toEqual(['sh', 'i', 'p']);
    expect(normalizeSpellingWord('  f / r/o /g ')).toBe('f/r/o/g');
    expect(spellingWordText('sh/i/p')).toBe('ship');
    expect(normalizeSpellingWord('cat')).toBe('cat');
  });

  it('stores words with phonics separated by / and refuses empty phonics', () => {
    expect(spellingWordSchema.parse(' c / a / t ')).toBe('c/a/t');
    for (const bad of ['c//t', '/cat', 'cat/', ' / ', '/']) {
      const r = spellingWordSchema.safeParse(bad);
      expect(r.success, bad).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(SPELLING_MSG.emptyPhonic);
    }
  });

  it('requires each word', () => {
    expect(spellingWordSchema.safeParse('   ').error?.issues[0]?.message).toBe('word is required');
    expect(spellingWordSchema.safeParse(undefined).error?.issues[0]?.message).toBe('word is required');
  });
});

describe('form values', () => {
  const valid = {
    category: 'Short a',
    level: 1,
    order: 2,
    words: [{ word: 'c/a/t' }, { word: 'h/a/t', image: null, imageField: 'image1' }],
  };

  it('accepts a valid category and fills in missing image fields', () => {
    expect(spellingCategoryFormValuesSchema.parse(valid)).toEqual({
      category: 'Short a',
      level: 1,
      order: 2,
      words: [
        { word: 'c/a/t', image: null, imageField: null },
        { word: 'h/a/t', image: null, imageField: 'image1' },
      ],
    });
  });

  it('requires the category, at most 99 characters', () => {
    expect(messages({ ...valid, category: ' ' })).toEqual(['category is required']);
    expect(messages({ ...valid, category: undefined })).toEqual(['category is required']);
    expect(messages({ ...valid, category: 'x'.repeat(99) })).toEqual([]);
    expect(messages({ ...valid, category: 'x'.repeat(100) })).toEqual(['category must be at most 99 characters']);
  });

  it('requires level and order as numbers from 1 to 99', () => {
    expect(messages({ ...valid, level: undefined })).toEqual(['level is required']);
    expect(messages({ ...valid, order: undefined })).toEqual(['order is required']);
    expect(messages({ ...valid, level: '2' })).toEqual(['level must be a number']);
    expect(messages({ ...valid, level: 0 })).toEqual(['level must be from 1 to 99']);
    expect(messages({ ...valid, order: 100 })).toEqual(['order must be from 1 to 99']);
    expect(messages({ ...valid, level: 1.5 })).toEqual(['level must be a whole number']);
    expect(messages({ ...valid, level: 99, order: 1 })).toEqual([]);
  });

  it('requires each word and reports where', () => {
    const r = spellingCategoryFormValuesSchema.safeParse({ ...valid, words: [{ word: 'c/a/t' }, { word: '' }] });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['words.1.word', 'word is required']]);
  });

  it('refuses odd imageField names', () => {
    expect(messages({ ...valid, words: [{ word: 'c/a/t', imageField: '../x' }] })).toEqual([
      'imageField must be a form field name',
    ]);
  });
});

describe('helpers', () => {
  it('labels a category as category (level.order)', () => {
    expect(spellingCategoryLabel({ category: 'Digraph sh', level: 2, order: 3 })).toBe('Digraph sh (2.3)');
  });

  it('recognises GIF headers', () => {
    expect(isGifHeader(new TextEncoder().encode('GIF89a...'))).toBe(true);
    expect(isGifHeader(new TextEncoder().encode('GIF87a'))).toBe(true);
    expect(isGifHeader(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(false);
    expect(isGifHeader(new TextEncoder().encode('GIF'))).toBe(false);
  });

  it('allows a total of at most 32 MB', () => {
    expect(spellingImagesTooLarge([UPLOAD_LIMIT_BYTES])).toBe(false);
    expect(spellingImagesTooLarge([UPLOAD_LIMIT_BYTES - 10, 10])).toBe(false);
    expect(spellingImagesTooLarge([UPLOAD_LIMIT_BYTES, 1])).toBe(true);
    expect(spellingImagesTooLarge([])).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  bookLabel,
  spellingCategoryLabel,
  STUDENT_MSG,
  studentLabel,
  studentReadingFormValues,
  studentReadingSchema,
  studentsQuerySchema,
  updateStudentSchema,
} from '../index.ts';

function messages(schema: z.ZodType, value: unknown): string[] {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

const BOOK = '0b6c3d0e-8a7e-4d3a-9f43-6a2f1c0d9e11';
const CATEGORY = '5f1d2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b';
const abc = { stage: 'uppercaseAbcs', letters: 5, oldProgression: false };
const base = { stage: 1, timesRead: 1, abc };

describe('studentReadingSchema', () => {
  it('accepts an ABC setting and clears what the stage does not use', () => {
    expect(
      studentReadingSchema.parse({ ...base, bookId: BOOK, spellingCategoryId: CATEGORY, nonSystemBook: 'Frog' }),
    ).toEqual({
      stage: 1,
      timesRead: 1,
      abc,
      spellingCategoryId: null,
      bookId: null,
      nonSystemBook: null,
    });
  });

  it('requires Times Read and converts it to a number', () => {
    const { timesRead: _t, ...noTimes } = base;
    expect(messages(studentReadingSchema, noTimes)).toEqual([STUDENT_MSG.timesReadRequired]);
    expect(messages(studentReadingSchema, { ...base, timesRead: '' })).toEqual([STUDENT_MSG.timesReadRequired]);
    expect(messages(studentReadingSchema, { ...base, timesRead: '  ' })).toEqual([STUDENT_MSG.timesReadRequired]);
    expect(messages(studentReadingSchema, { ...base, timesRead: 'abc' })).toEqual([STUDENT_MSG.timesReadRequired]);
    expect(messages(studentReadingSchema, { ...base, timesRead: 0 })).toEqual([STUDENT_MSG.timesReadMin]);
    expect(messages(studentReadingSchema, { ...base, timesRead: 1.5 })).toEqual([STUDENT_MSG.timesReadWhole]);
    expect(studentReadingSchema.parse({ ...base, timesRead: '3' }).timesRead).toBe(3);
  });

  it('requires a spelling category on the spelling stage', () => {
    expect(messages(studentReadingSchema, { ...base, stage: 2 })).toEqual([STUDENT_MSG.spellingCategoryRequired]);
    expect(messages(studentReadingSchema, { ...base, stage: 2, spellingCategoryId: '' })).toEqual([
      STUDENT_MSG.spellingCategoryRequired,
    ]);
    expect(messages(studentReadingSchema, { ...base, stage: 2, spellingCategoryId: 'nope' })).toEqual([
      STUDENT_MSG.spellingCategoryNotFound,
    ]);
    expect(studentReadingSchema.parse({ ...base, stage: 2, spellingCategoryId: CATEGORY, bookId: BOOK })).toMatchObject(
      {
        spellingCategoryId: CATEGORY,
        bookId: null,
      },
    );
  });

  it('requires a book on the book stage', () => {
    expect(messages(studentReadingSchema, { ...base, stage: 3 })).toEqual([STUDENT_MSG.bookRequired]);
    expect(messages(studentReadingSchema, { ...base, stage: 3, bookId: null })).toEqual([STUDENT_MSG.bookRequired]);
    expect(messages(studentReadingSchema, { ...base, stage: 3, bookId: 'x' })).toEqual([STUDENT_MSG.bookNotFound]);
    expect(studentReadingSchema.parse({ ...base, stage: 3, bookId: BOOK, spellingCategoryId: CATEGORY })).toMatchObject(
      {
        bookId: BOOK,
        spellingCategoryId: null,
      },
    );
  });

  it('requires a book name on the non-system stage, at most 99 characters', () => {
    expect(messages(studentReadingSchema, { ...base, stage: 4 })).toEqual([STUDENT_MSG.bookNameRequired]);
    expect(messages(studentReadingSchema, { ...base, stage: 4, nonSystemBook: '   ' })).toEqual([
      STUDENT_MSG.bookNameRequired,
    ]);
    expect(messages(studentReadingSchema, { ...base, stage: 4, nonSystemBook: 'n'.repeat(100) })).toEqual([
      STUDENT_MSG.bookNameMax,
    ]);
    expect(studentReadingSchema.parse({ ...base, stage: 4, nonSystemBook: '  The Gruffalo ' }).nonSystemBook).toBe(
      'The Gruffalo',
    );
    // A long name left over in a hidden field does not block another stage.
    expect(messages(studentReadingSchema, { ...base, stage: 1, nonSystemBook: 'n'.repeat(100) })).toEqual([]);
  });

  it('offers ABC letters 5, 10, 15, 20 and 26 only', () => {
    for (const letters of [5, 10, 15, 20, 26]) {
      expect(messages(studentReadingSchema, { ...base, abc: { ...abc, letters } })).toEqual([]);
    }
    for (const letters of [0, 6, 25, 27, '5']) {
      expect(messages(studentReadingSchema, { ...base, abc: { ...abc, letters } })).toEqual([STUDENT_MSG.abcLetters]);
    }
  });

  it('accepts the four ABC kinds only, and the five stages only', () => {
    for (const stage of ['uppercaseAbcs', 'lowercaseAbcs', 'uppercasePhonics', 'lowercasePhonics']) {
      expect(messages(studentReadingSchema, { ...base, abc: { ...abc, stage } })).toEqual([]);
    }
    expect(messages(studentReadingSchema, { ...base, abc: { ...abc, stage: 'cursive' } })).toEqual([
      STUDENT_MSG.abcStage,
    ]);
    expect(messages(studentReadingSchema, { ...base, stage: 5 })).toEqual([STUDENT_MSG.stage]);
    expect(messages(studentReadingSchema, { ...base, stage: '1' })).toEqual([STUDENT_MSG.stage]);
    expect(messages(studentReadingSchema, { ...base, stage: 0 })).toEqual([]);
  });

  it('defaults Old Progression to false', () => {
    expect(studentReadingSchema.parse({ ...base, abc: { stage: 'lowercaseAbcs', letters: 26 } }).abc).toEqual({
      stage: 'lowercaseAbcs',
      letters: 26,
      oldProgression: false,
    });
  });

  it('starts a new setting from the defaults of docs/product.md §4', () => {
    expect(studentReadingFormValues()).toEqual({
      stage: 0,
      timesRead: 1,
      abc: { stage: 'uppercaseAbcs', letters: 5, oldProgression: false },
      spellingCategoryId: '',
      bookId: '',
      nonSystemBook: '',
    });
    expect(messages(studentReadingSchema, studentReadingFormValues())).toEqual([]);
  });
});

describe('updateStudentSchema', () => {
  it('leaves missing fields missing and empties blank texts', () => {
    expect(updateStudentSchema.parse({})).toEqual({});
    expect(updateStudentSchema.parse({ comments: '  ', remarks: 'Allergic to nuts' })).toEqual({
      comments: null,
      remarks: 'Allergic to nuts',
    });
    expect(messages(updateStudentSchema, { comments: 'x'.repeat(2001) })).toEqual([STUDENT_MSG.commentsMax]);
  });
});

describe('studentsQuerySchema', () => {
  it('trims the search and allows none', () => {
    expect(studentsQuerySchema.parse({})).toEqual({ search: '' });
    expect(studentsQuerySchema.parse({ search: '  ken ' })).toEqual({ search: 'ken' });
  });
});

describe('labels', () => {
  it('reads as the spec says', () => {
    expect(studentLabel({ name: 'Ken Sato', grade: 'E2' })).toBe('Ken Sato (E2)');
    expect(studentLabel({ name: 'Ken Sato', grade: '' })).toBe('Ken Sato');
    expect(bookLabel({ name: 'Frog', level: 2, order: 3, part: null })).toBe('Frog (2.3)');
    expect(bookLabel({ name: 'Frog', level: 2, order: 3, part: 1 })).toBe('Frog (2.3.1)');
    expect(spellingCategoryLabel({ category: 'short a', level: 1, order: 4 })).toBe('short a (1.4)');
  });
});

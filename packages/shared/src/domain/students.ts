import type { StudentReadingInput } from '../schemas/students.ts';
import {
  type ABC_LETTER_OPTIONS,
  DEFAULT_READING,
  FIELD_MAX,
  STUDENT_LIMITS,
  type AbcKind,
  type ReadingStage,
} from '../constants.ts';
import type { StudentAbilities } from '../schemas/abilities.ts';

/** Texts of the student reading rules (docs/product.md §5), shared by the API and the form. */
export const STUDENT_MSG = {
  stage: 'stage must be to be checked, ABC / phonics, spelling and blending, book or non-system book',
  timesReadRequired: 'Times Read is required',
  timesReadWhole: 'Times Read must be a whole number',
  timesReadMin: 'Times Read must be at least 1',
  abcStage: 'ABC stage must be uppercase ABCs, lowercase ABCs, uppercase phonics or lowercase phonics',
  abcLetters: 'ABC letters must be 5, 10, 15, 20 or 26',
  spellingCategoryRequired: 'spelling category is required',
  spellingCategoryNotFound: 'spelling category not found',
  bookRequired: 'book is required',
  bookNotFound: 'book not found',
  bookNameRequired: 'book name is required',
  bookNameMax: `book name must be at most ${FIELD_MAX.name} characters`,
  commentsMax: `comments must be at most ${STUDENT_LIMITS.commentsMax} characters`,
  remarksMax: `remarks must be at most ${STUDENT_LIMITS.remarksMax} characters`,
  searchMax: 'search must be at most 99 characters',
  photoRequired: 'choose a photo to upload',
  onePhoto: 'upload one photo at a time',
  photoTooLarge: 'total photo size exceeds 32 megabyte limit',
} as const;

/** Remarks and comments: one limit (STUDENT_LIMITS). */
export const STUDENT_TEXT_MAX = STUDENT_LIMITS.remarksMax;

export interface StudentBookRef {
  id: string;
  name: string;
  level: number;
  order: number;
  part: number | null;
}

export interface StudentSpellingCategoryRef {
  id: string;
  category: string;
  level: number;
  order: number;
}

export interface StudentReadingDto {
  stage: ReadingStage;
  timesRead: number;
  abc: { stage: AbcKind; letters: (typeof ABC_LETTER_OPTIONS)[number]; oldProgression: boolean };
  spellingCategory: StudentSpellingCategoryRef | null;
  book: StudentBookRef | null;
  nonSystemBook: string | null;
}

/** What the API returns for a student: the storage key and a signed URL to read the photo. */
export interface StudentDto {
  id: string;
  name: string;
  grade: string;
  smsId: number;
  photo: string | null;
  signedUrlPhoto: string | null;
  remarks: string | null;
  comments: string | null;
  /** The external notes site's page for this student, or null when no site is configured. */
  notesUrl: string | null;
  reading: StudentReadingDto;
  /** What the signed-in person may do with it, decided by the server's policy (decision 0024). */
  can: StudentAbilities;
}

/** A student as the entry in a list reads: 'name (grade)'. */
export function studentLabel(s: { name: string; grade: string }): string {
  return s.grade ? `${s.name} (${s.grade})` : s.name;
}

/** The reading form's values for a student (or the defaults of docs/product.md §4 for a new setting). */
export function studentReadingFormValues(r?: StudentReadingDto): StudentReadingInput {
  return {
    stage: r?.stage ?? DEFAULT_READING.stage,
    timesRead: r?.timesRead ?? DEFAULT_READING.timesRead,
    abc: {
      stage: r?.abc.stage ?? DEFAULT_READING.abcStage,
      letters: r?.abc.letters ?? DEFAULT_READING.letters,
      oldProgression: r?.abc.oldProgression ?? false,
    },
    spellingCategoryId: r?.spellingCategory?.id ?? '',
    bookId: r?.book?.id ?? '',
    nonSystemBook: r?.nonSystemBook ?? '',
  };
}

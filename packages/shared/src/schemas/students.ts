import { z } from 'zod';
import {
  ABC_KINDS,
  ABC_LETTER_OPTIONS,
  DEFAULT_READING,
  FIELD_MAX,
  READING_STAGE,
  STUDENT_LIMITS,
  type AbcKind,
  type ReadingStage,
} from '../constants.ts';
import type { StudentAbilities } from './abilities.ts';
import {
  EDITABLE_STUDENT_FIELDS,
  STUDENT_FIELDS,
  type EditableStudentField,
  type StudentFieldSpec,
} from './student-fields.ts';

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

export const studentReadingStageSchema = z.union(
  [
    z.literal(READING_STAGE.toBeChecked),
    z.literal(READING_STAGE.abc),
    z.literal(READING_STAGE.spellingAndBlending),
    z.literal(READING_STAGE.book),
    z.literal(READING_STAGE.nonSystemBook),
  ],
  { error: STUDENT_MSG.stage },
);

const letters = ABC_LETTER_OPTIONS.map((n) => z.literal(n)) as unknown as [
  z.ZodLiteral<5>,
  z.ZodLiteral<10>,
  z.ZodLiteral<15>,
  z.ZodLiteral<20>,
  z.ZodLiteral<26>,
];

/** Times Read: required, converted to a number on save (a form sends text), a whole number from 1. */
const timesRead = z.preprocess(
  (v) => (v === '' || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
  z.coerce
    .number({ error: STUDENT_MSG.timesReadRequired })
    .int({ error: STUDENT_MSG.timesReadWhole })
    .min(1, { error: STUDENT_MSG.timesReadMin }),
);

const optionalId = (notFound: string) =>
  z
    .union([z.uuid({ error: notFound }), z.literal(''), z.null()], { error: notFound })
    .optional()
    .transform((v) => (v ? v : null));

export const studentAbcReadingSchema = z.object({
  stage: z.enum(ABC_KINDS, { error: STUDENT_MSG.abcStage }),
  letters: z.union(letters, { error: STUDENT_MSG.abcLetters }),
  oldProgression: z.boolean({ error: 'Old Progression must be true or false' }).default(false),
});

/**
 * A student's reading setting (docs/product.md §5). Only what the chosen stage uses is required; what it
 * does not use is cleared on the way out, so a student on ABCs does not keep a book in use.
 */
export const studentReadingSchema = z
  .object({
    stage: studentReadingStageSchema,
    timesRead,
    abc: studentAbcReadingSchema,
    spellingCategoryId: optionalId(STUDENT_MSG.spellingCategoryNotFound),
    bookId: optionalId(STUDENT_MSG.bookNotFound),
    nonSystemBook: z
      .string({ error: STUDENT_MSG.bookNameRequired })
      .nullish()
      .transform((v) => (v ?? '').trim()),
  })
  .superRefine((r, ctx) => {
    if (r.stage === READING_STAGE.spellingAndBlending && !r.spellingCategoryId) {
      ctx.addIssue({ code: 'custom', path: ['spellingCategoryId'], message: STUDENT_MSG.spellingCategoryRequired });
    }
    if (r.stage === READING_STAGE.book && !r.bookId) {
      ctx.addIssue({ code: 'custom', path: ['bookId'], message: STUDENT_MSG.bookRequired });
    }
    if (r.stage === READING_STAGE.nonSystemBook) {
      if (!r.nonSystemBook)
        ctx.addIssue({ code: 'custom', path: ['nonSystemBook'], message: STUDENT_MSG.bookNameRequired });
      else if (r.nonSystemBook.length > FIELD_MAX.name) {
        ctx.addIssue({ code: 'custom', path: ['nonSystemBook'], message: STUDENT_MSG.bookNameMax });
      }
    }
  })
  .transform((r) => ({
    stage: r.stage,
    timesRead: r.timesRead,
    abc: r.abc,
    spellingCategoryId: r.stage === READING_STAGE.spellingAndBlending ? r.spellingCategoryId : null,
    bookId: r.stage === READING_STAGE.book ? r.bookId : null,
    nonSystemBook: r.stage === READING_STAGE.nonSystemBook ? r.nonSystemBook : null,
  }));
export type StudentReadingInput = z.input<typeof studentReadingSchema>;
export type StudentReadingData = z.output<typeof studentReadingSchema>;

const longText = (max: number, message: string) =>
  z
    .string()
    .max(max, { error: message })
    .nullish()
    .transform((v) => (v && v.trim() ? v : null));

/** An editable field of STUDENT_FIELDS (text): 'remarks must be at most 2000 characters', blank is null. */
const editableField = (name: EditableStudentField) => {
  const spec: StudentFieldSpec = STUDENT_FIELDS[name];
  return longText(spec.max, `${spec.label} must be at most ${spec.max} characters`).optional();
};

function editableFields() {
  const shape = {} as Record<EditableStudentField, ReturnType<typeof editableField>>;
  for (const name of EDITABLE_STUDENT_FIELDS) shape[name] = editableField(name);
  return shape;
}

/** PATCH /api/students/:id: the reading setting and the editable fields; a missing field is left alone. */
export const updateStudentSchema = z.object({
  reading: studentReadingSchema.optional(),
  ...editableFields(),
});
export type UpdateStudentInput = z.input<typeof updateStudentSchema>;
export type UpdateStudentData = z.output<typeof updateStudentSchema>;

/** GET /api/students?search=: name, grade or SMS ID. */
export const studentsQuerySchema = z.object({
  search: z
    .string()
    .max(99, { error: STUDENT_MSG.searchMax })
    .optional()
    .transform((v) => (v ?? '').trim()),
});
export type StudentsQuery = z.output<typeof studentsQuerySchema>;

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

/** A book as its lists read it: 'name (level.order[.part])'. */
export function bookRefLabel(b: { name: string; level: number; order: number; part?: number | null }): string {
  return `${b.name} (${b.level}.${b.order}${b.part ? `.${b.part}` : ''})`;
}

/** A spelling category as its lists read it: 'category (level.order)'. */
export function spellingCategoryRefLabel(c: { category: string; level: number; order: number }): string {
  return `${c.category} (${c.level}.${c.order})`;
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

import { z } from 'zod';
import { ABC_KINDS, ABC_LETTER_OPTIONS, FIELD_MAX, READING_STAGE } from '../constants.ts';

import {
  EDITABLE_STUDENT_FIELDS,
  STUDENT_FIELDS,
  type EditableStudentField,
  type StudentFieldSpec,
} from './student-fields.ts';
import { STUDENT_MSG } from '../domain/students.ts';

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

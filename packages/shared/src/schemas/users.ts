import { z } from 'zod';
import { LIMITS, READING_LEVELS, SCHOOLS } from '../constants.ts';
import { msg } from '../errors/codes.ts';
import { languageSchema } from './auth.ts';
import { clockTime, requiredText } from './common.ts';

export const authoritySchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], {
  error: 'authority must be admin, manager, supervisor or user',
});
export const roleSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.null()], {
  error: 'role must be school manager, supervisor, full-time teacher, part-time teacher or none',
});
export const readingLevelSchema = z.enum(READING_LEVELS, { error: 'reading level must be none, book, ABCs or all' });
export const trainingLevelSchema = z.union([z.literal(0), z.literal(1), z.literal(2)], {
  error: 'training level must be training, circle time or activity leader',
});

export const mainShiftDaySchema = z
  .object({
    isActive: z.boolean(),
    schoolName: z.enum(SCHOOLS, { error: 'school must be Ikejiri or Gakugei' }),
    startTime: clockTime,
    endTime: clockTime,
  })
  .refine((d) => !d.isActive || d.startTime < d.endTime, { path: ['endTime'], error: 'invalid shift times' });
export type MainShiftDay = z.infer<typeof mainShiftDaySchema>;

/** One entry per weekday, index 0 (Sunday) to 6 (Saturday). */
export const mainShiftSchema = z.array(mainShiftDaySchema).length(7, { error: 'main shift needs all 7 weekdays' });

export const smsIdSchema = z
  .number({ error: 'SMS ID is required and must be a number' })
  .int({ error: 'SMS ID must be a whole number' })
  .min(1, { error: 'SMS ID must be a positive number' })
  .max(10 ** LIMITS.smsIdMaxLength - 1, { error: msg('user.smsIdDigits', { count: LIMITS.smsIdMaxLength }) });

const nickname = z
  .string()
  .trim()
  .max(LIMITS.nicknameMaxLength, { error: `nickname must be at most ${LIMITS.nicknameMaxLength} characters` })
  .nullish()
  .transform((v) => (v ? v : null));

export const userFieldsSchema = z.object({
  smsId: smsIdSchema,
  name: requiredText('name', LIMITS.nameMaxLength),
  nickname,
  role: roleSchema,
  authority: authoritySchema,
  maxHours: z.number().int().min(LIMITS.maxHoursMin, { error: 'max hours must be at least 1' }).nullish(),
  readingLevel: readingLevelSchema.default('none'),
  trainingLevel: trainingLevelSchema.default(0),
  mainShift: mainShiftSchema.nullish(),
  /**
   * The language the person reads the app in. Given by a manager, it counts as chosen (decision 0029); left out of a
   * new account, the person's first sign-in sets it.
   */
  language: languageSchema.optional(),
});

export const createUserSchema = userFieldsSchema;
export type CreateUserInput = z.input<typeof createUserSchema>;
export type CreateUserData = z.output<typeof createUserSchema>;
/** A missing field stays missing: no defaults, or a PATCH would reset the levels it did not mention. */
export const updateUserSchema = userFieldsSchema
  .extend({ readingLevel: readingLevelSchema, trainingLevel: trainingLevelSchema, language: languageSchema })
  .partial();
export type UpdateUserInput = z.input<typeof updateUserSchema>;
export type UpdateUserData = z.output<typeof updateUserSchema>;

export const updateTeacherSchema = z.object({
  readingLevel: readingLevelSchema.optional(),
  trainingLevel: trainingLevelSchema.optional(),
  // optional() outside the transform: a missing nickname is left alone, '' or null clears it.
  nickname: nickname.optional(),
});
export type UpdateTeacherInput = z.input<typeof updateTeacherSchema>;
export type UpdateTeacherData = z.output<typeof updateTeacherSchema>;

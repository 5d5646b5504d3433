import { z } from 'zod';
import { ALL_SCHOOLS, SCHOOLS, SESSION_LIMITS } from '../constants.ts';
import {
  SESSION_CATEGORIES,
  SESSION_STATUSES,
  type AttendanceException,
  type SessionCategory,
  type SessionStatus,
} from '../domain/sessions.ts';
import type { SessionAbilities } from './abilities.ts';
import { isoDate } from './common.ts';
import type { SessionStudentField } from './student-fields.ts';
import type { StudentDto } from '../domain/students.ts';
import { studentReadingSchema } from './students.ts';

const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')
  .optional()
  .default(false);

export const sessionsQuerySchema = z.object({
  schoolName: z
    .enum([...SCHOOLS, ALL_SCHOOLS], { error: 'school must be Ikejiri, Gakugei or all' })
    .default(ALL_SCHOOLS),
  date: isoDate,
  showCanceled: flag,
});
export type SessionsQuery = z.infer<typeof sessionsQuerySchema>;

export const sessionStatusSchema = z.enum(SESSION_STATUSES, { error: 'status must be a session status' });

/**
 * The spec's body for PATCH /sessions/{id}/status. Only `status` decides: the server derives the
 * rest (who acts, when, what is cleared) from the transition, so a client cannot forge them.
 */
export const sessionStatusBodySchema = z.object({
  status: sessionStatusSchema,
  teacherId: z.uuid().nullish(),
  modifyingTeacherId: z.uuid().nullish(),
  performance: z.unknown().optional(),
  reading: z.unknown().optional(),
  confirmed: z.boolean().optional(),
});
export type SessionStatusBody = z.infer<typeof sessionStatusBodySchema>;

export const cancelSessionSchema = z.object({
  status: z.literal('canceled'),
  cancellationReason: z
    .string({ error: 'a reason is required to cancel a session' })
    .trim()
    .min(1, { error: 'a reason is required to cancel a session' })
    .max(SESSION_LIMITS.cancellationReasonMax, {
      error: `the reason must be at most ${SESSION_LIMITS.cancellationReasonMax} characters`,
    }),
  visible: z.boolean({ error: 'say whether parents may see the cancellation' }),
});

export const convertSessionSchema = z.object({
  category: z.enum(SESSION_CATEGORIES, { error: 'category must be reading or class' }),
});

/** PATCH /sessions/{id}: cancel it, or convert it between class and reading. */
export const updateSessionSchema = z.union([cancelSessionSchema, convertSessionSchema], {
  error: 'send a cancellation (status, cancellationReason, visible) or a category',
});
export type UpdateSessionBody = z.infer<typeof updateSessionSchema>;

/** PATCH /sessions/{id}/student-reading: the teacher sets a to-be-checked student's level. */
export const sessionStudentReadingSchema = z.object({ reading: studentReadingSchema });
export type SessionStudentReadingBody = z.infer<typeof sessionStudentReadingSchema>;

export const checkSessionSchema = z.object({
  comments: z
    .string({ error: 'comments are required' })
    .trim()
    .min(1, { error: 'comments are required' })
    .max(SESSION_LIMITS.commentsMax, { error: `comments must be at most ${SESSION_LIMITS.commentsMax} characters` }),
  confirmed: z.boolean({ error: 'confirmed must be true or false' }),
});
export type CheckSessionBody = z.infer<typeof checkSessionSchema>;

export interface SessionPersonDto {
  id: string;
  name: string;
  nickname: string | null;
}

/** The student's fields STUDENT_FIELDS marks `onSession`, and the stage the reading-level check reads. */
export type SessionStudentDto = Pick<StudentDto, 'id' | SessionStudentField> & { readingStage: number };

export interface SessionDto {
  id: string;
  date: string;
  schoolName: string;
  className: string;
  category: SessionCategory;
  status: SessionStatus;
  student: SessionStudentDto;
  teacherId: string | null;
  teacher: SessionPersonDto | null;
  modifyingTeacherId: string | null;
  modifyingTeacher: SessionPersonDto | null;
  arrived: boolean;
  attendanceException: AttendanceException | null;
  performance: Record<string, unknown> | null;
  reading: Record<string, unknown> | null;
  confirmed: boolean;
  cancellationReason: string | null;
  visible: boolean;
  sessionCount: number;
  completedAt: string | null;
  /** False when the signed-in teacher's reading level does not cover this session. */
  available: boolean;
  statusText: string | null;
  /** What the signed-in person may do with it, decided by the server: the list links a session only when it may be opened. */
  can: SessionAbilities;
}

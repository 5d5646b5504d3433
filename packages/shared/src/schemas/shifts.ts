import { z } from 'zod';
import { ALL_SCHOOLS, SCHOOLS } from '../constants.ts';
import type { RegistrationNumbers, SchoolAssignments, ShiftStatus, ShiftTimes, WeekHours } from '../domain/shifts.ts';
import {
  fromMinutes,
  SHIFT_MESSAGES,
  SHIFT_STATUS,
  SHIFT_STATUS_NAMES,
  shiftProblem,
  toMinutes,
} from '../domain/shifts.ts';
import type { ShiftAbilities } from './abilities.ts';
import { isoDate, recordId } from './common.ts';
import { isOnTimeStep } from '../domain/dates.ts';
import { MSG } from '../messages.ts';

export const shiftStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(-1)], {
  error: 'status must be submitted (0), assigned (1), confirmed (2) or canceled (-1)',
});

/**
 * A clock time, 24-hour ('08:20') or 12-hour ('8:20 AM'), kept as 'HH:mm'. Empty means none;
 * an unreadable time is passed on as typed for the shift rules to refuse; a readable one off the
 * 5-minute step is refused here.
 */
export const shiftTime = z
  .string({ error: SHIFT_MESSAGES.unableToValidate })
  .trim()
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const minutes = toMinutes(v);
    if (minutes !== null && !isOnTimeStep(minutes)) ctx.addIssue({ code: 'custom', message: MSG.timeOffStep });
    return minutes === null ? v : fromMinutes(minutes);
  });

const schoolName = z
  .enum(SCHOOLS, { error: SHIFT_MESSAGES.selectSchool })
  .nullish()
  .transform((v) => v ?? null);

/** Puts the first shift-rule problem on the field a person would fix. */
function applyShiftRules(v: ShiftTimes, ctx: z.RefinementCtx) {
  const problem = shiftProblem(v);
  if (!problem) return;
  const path =
    problem === SHIFT_MESSAGES.selectSchool
      ? ['schoolName']
      : v.status === SHIFT_STATUS.submitted || (v.status === SHIFT_STATUS.canceled && !v.startTime && !v.endTime)
        ? ['availableUntil']
        : ['endTime'];
  ctx.addIssue({ code: 'custom', path, message: problem });
}

/** The fields of one shift, without the rules (which need the whole object). */
export const shiftFieldsSchema = z.object({
  date: isoDate,
  status: shiftStatusSchema,
  schoolName,
  startTime: shiftTime,
  endTime: shiftTime,
  availableFrom: shiftTime,
  availableUntil: shiftTime,
});

/** POST /shifts: a supervisor creates a shift for a teacher. */
export const createShiftSchema = shiftFieldsSchema
  .extend({ userId: z.uuid({ error: SHIFT_MESSAGES.teacherNotSelected }) })
  .superRefine(applyShiftRules);
export type CreateShiftInput = z.input<typeof createShiftSchema>;
export type CreateShiftData = z.output<typeof createShiftSchema>;

/** The edit form's whole shift (the teacher stays as it is). */

/** PATCH /shifts/{id}: any of the fields; the server checks the rules on the shift as it would become. */
export const updateShiftSchema = shiftFieldsSchema.partial();
export type UpdateShiftData = z.output<typeof updateShiftSchema>;

/** PATCH /shifts/update-many: the batch assign and confirm, all or nothing. */
export const updateManyShiftsSchema = z.object({
  updates: z
    .array(
      z.object({
        id: z.uuid({ error: 'every update needs a shift id' }),
        status: shiftStatusSchema.optional(),
        schoolName: schoolName.optional(),
        startTime: shiftTime.optional(),
        endTime: shiftTime.optional(),
      }),
      { error: 'updates must be a list' },
    )
    .min(1, { error: 'there are no shifts to update' })
    .max(500, { error: 'at most 500 shifts at once' }),
});
export type UpdateManyShiftsData = z.output<typeof updateManyShiftsSchema>;
export type ShiftUpdate = UpdateManyShiftsData['updates'][number];

/** POST /shifts/availability: a part-timer's availability on one date. */
export const availabilitySchema = z
  .object({ date: isoDate, availableFrom: shiftTime, availableUntil: shiftTime })
  .superRefine((v, ctx) => applyShiftRules({ ...v, status: SHIFT_STATUS.submitted }, ctx));
export type AvailabilityInput = z.input<typeof availabilitySchema>;
export type AvailabilityData = z.output<typeof availabilitySchema>;

export const availabilityQuerySchema = z.object({
  shiftDate: isoDate,
  userId: recordId.optional(),
});
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

export const manageShiftsQuerySchema = z.object({
  date: isoDate,
  schoolName: z.enum(SCHOOLS, { error: SHIFT_MESSAGES.selectSchool }),
});
export type ManageShiftsQuery = z.infer<typeof manageShiftsQuerySchema>;

export const partTimeDataQuerySchema = z.object({ date: isoDate });

export const shiftsQuerySchema = z.object({
  status: z
    .enum(SHIFT_STATUS_NAMES, { error: 'status must be submitted, assigned, confirmed or canceled' })
    .default('confirmed'),
  schoolName: z
    .enum([...SCHOOLS, ALL_SCHOOLS], { error: 'school must be Ikejiri, Gakugei or all' })
    .default(ALL_SCHOOLS),
  date: isoDate,
});
export type ShiftsQuery = z.infer<typeof shiftsQuerySchema>;

export const myShiftQuerySchema = z.object({ date: isoDate.optional() });

export const canSubmitSchema = z.object({
  canSubmit: z.boolean({ error: 'canSubmit must be true or false' }),
});
export type CanSubmitInput = z.infer<typeof canSubmitSchema>;

export interface ShiftPersonDto {
  id: string;
  name: string;
  nickname: string | null;
}

/** A shift's own fields, as the audit trail keeps them. */
export interface ShiftFields {
  id: string;
  userId: string;
  user: ShiftPersonDto | null;
  date: string;
  status: ShiftStatus;
  schoolName: string | null;
  startTime: string | null;
  endTime: string | null;
  availableFrom: string | null;
  availableUntil: string | null;
}

/** A shift as the API returns it: its fields and what the signed-in person may do with it (decision 0024). */
export interface ShiftDto extends ShiftFields {
  can: ShiftAbilities;
}

export interface AvailabilityResponse {
  shifts: ShiftDto[];
  canSubmit: boolean;
}

export interface ManageShiftsResponse {
  shifts: ShiftDto[];
  canSubmit: boolean;
  registrationNumbers: RegistrationNumbers;
}

export interface PartTimerDataDto {
  id: string;
  name: string;
  readingLevelName: string;
  trainingLevelName: string;
  satisfaction: number | null;
  assignedOrConfirmed: number;
  wanted: number;
  assignedOrConfirmedForEachSchool: SchoolAssignments[];
  assignedHoursPerWeek: WeekHours[];
  maxHours: number | null;
  notAssignedOrConfirmedDates: string[];
  exceedsMaxHours: boolean;
}

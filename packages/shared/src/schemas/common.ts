import { z } from 'zod';
import { dateProblem, isOnTimeStep } from '../domain/dates.ts';
import { MSG } from '../messages.ts';

/** A record's id in an address: one that cannot name a record reads as a missing record. */
export const recordId = z.uuid({ error: MSG.requestedDataNotFound });
export const idParam = z.object({ id: recordId });
export type IdParam = z.infer<typeof idParam>;

/** A school date YYYY-MM-DD within the date picker's bounds, refused with the picker's messages. */
export const isoDate = z.string({ error: 'date is required' }).superRefine((value, ctx) => {
  const problem = dateProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** 24-hour 'HH:mm' as stored, in 5-minute steps; shown as h:mm A. */
export const clockTime = z
  .string({ error: 'time is required' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'time must be HH:mm' })
  .refine((v) => isOnTimeStep(Number(v.slice(3))), { error: MSG.timeOffStep });

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

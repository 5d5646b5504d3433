import { z } from 'zod';
import { isIsoDate } from '../domain/dates.ts';

export const idParam = z.object({ id: z.uuid({ error: 'requested data not found' }) });
export type IdParam = z.infer<typeof idParam>;

export const isoDate = z
  .string({ error: 'date is required' })
  .refine(isIsoDate, { error: 'Invalid Date Format' });

/** 24-hour 'HH:mm' as stored; shown as h:mm A. */
export const clockTime = z
  .string({ error: 'time is required' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'time must be HH:mm' });

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

export const errorBody = z.object({
  statusCode: z.number(),
  message: z.union([z.string(), z.array(z.string())]),
});

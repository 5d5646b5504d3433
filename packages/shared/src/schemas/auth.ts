import { z } from 'zod';
import { LANGUAGES, LIMITS } from '../constants.ts';
import { isSmsIdUsername, normaliseLoginName } from '../domain/names.ts';
import { MSG } from '../messages.ts';

export const languageSchema = z.enum(LANGUAGES, { error: 'language must be en or ja' });

/** docs/product.md §5: an SMS ID login takes a PIN (max 5 each) and cannot stay logged in. */
export const loginSchema = z
  .object({
    username: z.string({ error: 'username is required' }).trim().min(1, { error: 'username is required' }),
    password: z.string({ error: 'password is required' }).min(1, { error: 'password is required' }),
    stayLoggedIn: z.boolean().optional().default(false),
    /** Device tokens this browser was given by earlier sign-ins (decision 0015); unknown or altered ones are ignored. */
    deviceTokens: z
      .array(z.string().max(LIMITS.deviceTokenMaxLength), { error: 'device tokens must be a list' })
      .max(LIMITS.deviceTokensMax, { error: `at most ${LIMITS.deviceTokensMax} device tokens` })
      .optional()
      .default([]),
    /** The sign-in page's language: stored only when the person has never chosen one (issue 18). */
    language: languageSchema.optional(),
  })
  .superRefine((v, ctx) => {
    const sms = isSmsIdUsername(v.username);
    const userMax = sms ? LIMITS.smsIdMaxLength : LIMITS.usernameMaxLength;
    const passMax = sms ? LIMITS.pinLoginMaxLength : LIMITS.passwordMaxLength;
    if (v.username.length > userMax) {
      ctx.addIssue({ code: 'custom', path: ['username'], message: `username must be at most ${userMax} characters` });
    }
    if (v.password.length > passMax) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: `password must be at most ${passMax} characters` });
    }
  })
  .transform((v) => ({
    ...v,
    username: normaliseLoginName(v.username),
    stayLoggedIn: isSmsIdUsername(v.username) ? false : v.stayLoggedIn,
  }));
export type LoginInput = z.input<typeof loginSchema>;
export type LoginData = z.output<typeof loginSchema>;

// An empty field is missing, not short: 'required' alone (abort), as every other required field says.
const newPassword = z
  .string({ error: 'new password is required' })
  .min(1, { error: 'new password is required', abort: true })
  .min(LIMITS.passwordMinLength, { error: `new password must be at least ${LIMITS.passwordMinLength} characters` })
  .max(LIMITS.passwordMaxLength, { error: `new password must be at most ${LIMITS.passwordMaxLength} characters` });

export const updatePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'current password is required' })
      .min(1, { error: 'current password is required' }),
    newPassword,
  })
  .refine((v) => v.newPassword !== v.currentPassword, { path: ['newPassword'], error: MSG.newPasswordMustBeNew });
export type UpdatePasswordInput = z.infer<typeof updatePasswordSchema>;

/** The web form adds the confirmation field, which never leaves the browser. */
export const updatePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, { error: 'current password is required' }),
    newPassword,
    newPasswordConfirm: z.string().min(1, { error: 'new password confirmation is required' }),
  })
  .refine((v) => v.newPassword !== v.currentPassword, { path: ['newPassword'], error: MSG.newPasswordMustBeNew })
  .refine((v) => v.newPassword === v.newPasswordConfirm, {
    path: ['newPasswordConfirm'],
    error: MSG.newPasswordsDontMatch,
  });

const pin = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, { error: `${label} is required`, abort: true })
    .regex(/^\d{4}$/, { error: `${label} must be exactly ${LIMITS.pinLength} digits` });

export const updatePinSchema = z
  .object({ currentPin: pin('current PIN'), newPin: pin('new PIN') })
  .refine((v) => v.newPin !== v.currentPin, { path: ['newPin'], error: MSG.newPinMustBeNew });
export type UpdatePinInput = z.infer<typeof updatePinSchema>;

export const updatePinFormSchema = z
  .object({ currentPin: pin('current PIN'), newPin: pin('new PIN'), newPinConfirm: pin('PIN confirmation') })
  .refine((v) => v.newPin !== v.currentPin, { path: ['newPin'], error: MSG.newPinMustBeNew })
  .refine((v) => v.newPin === v.newPinConfirm, { path: ['newPinConfirm'], error: MSG.newPinsDontMatch });

export const maxHoursSchema = z.object({
  maxHours: z
    .number({ error: 'max hours must be a number' })
    .int({ error: 'max hours must be a whole number' })
    .min(LIMITS.maxHoursMin, { error: `max hours must be at least ${LIMITS.maxHoursMin}` })
    .max(LIMITS.maxHoursMax, { error: `max hours must be at most ${LIMITS.maxHoursMax}` })
    .nullable(),
});
export type MaxHoursInput = z.infer<typeof maxHoursSchema>;

/** One's own language (issue 18), changed on /me. */
export const updateLanguageSchema = z.object({ language: languageSchema });
export type UpdateLanguageInput = z.infer<typeof updateLanguageSchema>;

import { z } from 'zod';

/** School settings a manager changes in the app (School Settings, /settings), kept in the database. */
export const SETTINGS_MSG = {
  notesUrl: 'the notes site must be a web address starting with https:// or http://',
  notesUrlTooLong: 'the notes site address must be at most 500 characters',
} as const;

/**
 * The external student-notes site: a student's SMS ID is appended to make their link. Only http(s):
 * the address becomes a link on every student page. null: no notes link.
 */
export const notesBaseUrlValue = z
  .url({ protocol: /^https?$/, error: SETTINGS_MSG.notesUrl })
  .max(500, { error: SETTINGS_MSG.notesUrlTooLong })
  .nullable();

/** PUT /settings: the settings it names; an empty notes site is none. */
export const updateSettingsSchema = z.object({
  notesBaseUrl: z.preprocess((v) => (typeof v === 'string' ? v.trim() || null : v), notesBaseUrlValue).optional(),
});
export type UpdateSettingsInput = z.input<typeof updateSettingsSchema>;
export type UpdateSettingsData = z.output<typeof updateSettingsSchema>;

export interface SettingsDto {
  notesBaseUrl: string | null;
}

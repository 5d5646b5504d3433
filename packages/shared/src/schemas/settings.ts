import { z } from 'zod';
import { SAME_STAGE_SESSIONS_MAX } from './reading.ts';
import { SETTINGS_MSG } from '../domain/settings.ts';

/**
 * The external student-notes site: a student's SMS ID is appended to make their link. Only http(s):
 * the address becomes a link on every student page. null: no notes link.
 */
export const notesBaseUrlValue = z
  .url({ protocol: /^https?$/, error: SETTINGS_MSG.notesUrl })
  .max(500, { error: SETTINGS_MSG.notesUrlTooLong })
  .nullable();

/** The reading overview's N of 'the same stage for more than N sessions' (issue 21). */
export const sameStageSessionsValue = z
  .number({ error: `the number of sessions must be a whole number from 1 to ${SAME_STAGE_SESSIONS_MAX}` })
  .int({ error: `the number of sessions must be a whole number from 1 to ${SAME_STAGE_SESSIONS_MAX}` })
  .min(1, { error: `the number of sessions must be a whole number from 1 to ${SAME_STAGE_SESSIONS_MAX}` })
  .max(SAME_STAGE_SESSIONS_MAX, {
    error: `the number of sessions must be a whole number from 1 to ${SAME_STAGE_SESSIONS_MAX}`,
  });

/** PUT /settings: the settings it names; an empty notes site is none. */
export const updateSettingsSchema = z.object({
  notesBaseUrl: z.preprocess((v) => (typeof v === 'string' ? v.trim() || null : v), notesBaseUrlValue).optional(),
  readingSameStageSessions: sameStageSessionsValue.optional(),
});
export type UpdateSettingsInput = z.input<typeof updateSettingsSchema>;
export type UpdateSettingsData = z.output<typeof updateSettingsSchema>;

import { notesBaseUrlValue, sameStageSessionsValue } from '@school-ops/shared';
import { z } from 'zod';

/**
 * Every setting: its row in app_settings and the shape of its value. A new setting is a line here
 * (and, if managers change it on School Settings, a field of updateSettingsSchema).
 */
export const SETTINGS = {
  /** Part-timers may submit availability (Manage Shifts' switch, docs/decisions/0007-shifts.md). */
  shiftSubmissionOpen: { key: 'shift_submission_open', schema: z.boolean() },
  /** The external student-notes site; a student's SMS ID is appended (docs/decisions/0021-school-settings.md). */
  notesBaseUrl: { key: 'notes_base_url', schema: notesBaseUrlValue },
  /** The reading overview's flag 'same stage for more than N sessions' (issue 21): N. */
  readingSameStageSessions: { key: 'reading_same_stage_sessions', schema: sameStageSessionsValue },
} as const;

export type SettingName = keyof typeof SETTINGS;
export type SettingValue<K extends SettingName> = z.output<(typeof SETTINGS)[K]['schema']>;

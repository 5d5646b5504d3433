/** School settings a manager changes in the app (School Settings, /settings), kept in the database. */
export const SETTINGS_MSG = {
  notesUrl: 'the notes site must be a web address starting with https:// or http://',
  notesUrlTooLong: 'the notes site address must be at most 500 characters',
} as const;

export interface SettingsDto {
  notesBaseUrl: string | null;
  /** Reading Progress flags a child whose latest N + 1 sessions were all at their current stage. */
  readingSameStageSessions: number;
}

import { LOGGED_IN, type Access } from '../../auth/access.ts';

/** The live stream: everyone signed in opens one; what it tells is filtered per person (modules/live). */
export const ACCESS: Record<string, Access> = {
  'GET /api/events': LOGGED_IN,
};

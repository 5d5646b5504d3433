import { LOGGED_IN, PUBLIC, type Access } from '../../auth/access.ts';

/** One's own feed URL for anyone signed in; the feed itself answers to its token alone (404 without a valid one). */
export const ACCESS: Record<string, Access> = {
  'GET /api/calendar/subscription': LOGGED_IN,
  'POST /api/calendar/subscription/renew': LOGGED_IN,
  'GET /api/calendar/:token.ics': PUBLIC,
};

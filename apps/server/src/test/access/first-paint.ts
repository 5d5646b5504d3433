import { LOGGED_IN, type Access } from '../../auth/access.ts';

/** A page's first paint (decision 0052): anyone signed in; the page shows only what their own reads return. */
export const ACCESS: Record<string, Access> = {
  'GET /api/first-paint': LOGGED_IN,
};

import { AUTHORITY } from '@school-ops/shared';
import { authority, LOGGED_IN, type Access } from '../../auth/access.ts';

/** Spelling categories: supervisor authority and up. */
export const ACCESS: Record<string, Access> = {
  'GET /api/spelling-categories': LOGGED_IN,
  'POST /api/spelling-categories': authority(AUTHORITY.supervisor),
  'GET /api/spelling-categories/:id': authority(AUTHORITY.supervisor),
  'PATCH /api/spelling-categories/:id': authority(AUTHORITY.supervisor),
  'DELETE /api/spelling-categories/:id': authority(AUTHORITY.supervisor),
};

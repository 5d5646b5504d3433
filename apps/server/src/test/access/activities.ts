import { AUTHORITY } from '@school-ops/shared';
import { authority, LOGGED_IN, type Access } from '../../auth/access.ts';

/** Daily activities: everyone logged in; deleting photos is for supervisors and up. */
export const ACCESS: Record<string, Access> = {
  'GET /api/activities': LOGGED_IN,
  'GET /api/activities/:id': LOGGED_IN,
  'PATCH /api/activities/:id': LOGGED_IN,
  'PATCH /api/activities/:id/delete-photos': authority(AUTHORITY.supervisor),
  'PATCH /api/activities/:id/delete-photo': authority(AUTHORITY.supervisor),
};

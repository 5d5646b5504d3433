import { AUTHORITY } from '@school-ops/shared';
import { authority, LOGGED_IN, type Access } from '../../auth/access.ts';

/** Pick-ups and drop-offs: supervisors list and assign; teachers read their own and step the status. */
export const ACCESS: Record<string, Access> = {
  'GET /api/pickups': authority(AUTHORITY.supervisor),
  'GET /api/pickups/my-pickups/:userId': LOGGED_IN,
  'PATCH /api/pickups/:id': authority(AUTHORITY.supervisor),
  'PATCH /api/pickups/:id/status': LOGGED_IN,
};

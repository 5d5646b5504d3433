import { AUTHORITY } from '@school-ops/shared';
import { authority, LOGGED_IN, type Access } from '../../auth/access.ts';

/** Books: supervisor authority and up. */
export const ACCESS: Record<string, Access> = {
  'GET /api/books': LOGGED_IN,
  'POST /api/books': authority(AUTHORITY.supervisor),
  'GET /api/books/:id': authority(AUTHORITY.supervisor),
  'PATCH /api/books/:id': authority(AUTHORITY.supervisor),
  'DELETE /api/books/:id': authority(AUTHORITY.supervisor),
  'PATCH /api/books/:id/image': authority(AUTHORITY.supervisor),
};

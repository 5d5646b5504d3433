import { AUTHORITY } from '@school-ops/shared';
import { authority, type Access } from '../../auth/access.ts';

/** Books: supervisor authority and up. */
export const ACCESS: Record<string, Access> = {
  'GET /api/books': authority(AUTHORITY.supervisor),
  'POST /api/books': authority(AUTHORITY.supervisor),
  'GET /api/books/:id': authority(AUTHORITY.supervisor),
  'PATCH /api/books/:id': authority(AUTHORITY.supervisor),
  'DELETE /api/books/:id': authority(AUTHORITY.supervisor),
  'PATCH /api/books/:id/image': authority(AUTHORITY.supervisor),
};

import { AUTHORITY } from '@school-ops/shared';
import { authority, LOGGED_IN, type Access } from '../../auth/access.ts';

/** Pick-up manuals: every teacher reads them; managers and up maintain them. */
export const ACCESS: Record<string, Access> = {
  'GET /api/manuals': LOGGED_IN,
  'POST /api/manuals': authority(AUTHORITY.manager),
  'PATCH /api/manuals/:id': authority(AUTHORITY.manager),
  'DELETE /api/manuals/:id': authority(AUTHORITY.manager),
};

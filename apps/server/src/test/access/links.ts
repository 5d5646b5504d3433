import { AUTHORITY } from '@school-ops/shared';
import { authority, LOGGED_IN, type Access } from '../../auth/access.ts';

/** Welcome links: reading (per role, checked again in the links policy) and clicks for everyone; editing for managers. */
export const ACCESS: Record<string, Access> = {
  'GET /api/links/:role': LOGGED_IN,
  'POST /api/links': authority(AUTHORITY.manager),
  'PATCH /api/links/:id': authority(AUTHORITY.manager),
  'DELETE /api/links/:id': authority(AUTHORITY.manager),
  'PATCH /api/links/increment/:id': LOGGED_IN,
};

import { AUTHORITY } from '@school-ops/shared';
import { authority, type Access } from '../../auth/access.ts';

/** Students: supervisors and up (docs/product.md §6). */
export const ACCESS: Record<string, Access> = {
  'GET /api/students': authority(AUTHORITY.supervisor),
  'GET /api/students/:id': authority(AUTHORITY.supervisor),
  'PATCH /api/students/:id': authority(AUTHORITY.supervisor),
  'PATCH /api/students/:id/photo': authority(AUTHORITY.supervisor),
};

import { AUTHORITY } from '@school-ops/shared';
import { authority, type Access } from '../../auth/access.ts';

/** School settings: supervisors read them (the students' notes link), managers and up change them. */
export const ACCESS: Record<string, Access> = {
  'GET /api/settings': authority(AUTHORITY.supervisor),
  'PUT /api/settings': authority(AUTHORITY.manager),
};

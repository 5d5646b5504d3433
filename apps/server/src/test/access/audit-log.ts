import { AUTHORITY } from '@school-ops/shared';
import { authority, type Access } from '../../auth/access.ts';

/** The audit log: managers and up (issue 22). */
export const ACCESS: Record<string, Access> = {
  'GET /api/audit': authority(AUTHORITY.manager),
};

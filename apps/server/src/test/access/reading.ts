import { AUTHORITY } from '@school-ops/shared';
import { authority, type Access } from '../../auth/access.ts';

/** A child's reading journey (issue 21): supervisors and up. */
export const ACCESS: Record<string, Access> = {
  'GET /api/students/:id/history': authority(AUTHORITY.supervisor),
  'GET /api/reading/overview': authority(AUTHORITY.supervisor),
};

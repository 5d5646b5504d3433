import { AUTHORITY } from '@school-ops/shared';
import { authority, type Access } from '../../auth/access.ts';

/** Imports of students, the daily schedule and pick-ups: managers and up (issue 8). */
export const ACCESS: Record<string, Access> = {
  'GET /api/imports': authority(AUTHORITY.manager),
  'PUT /api/imports/:kind': authority(AUTHORITY.manager),
};

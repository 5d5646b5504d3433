import { AUTHORITY } from '@school-ops/shared';
import { authority, type Access } from '../../auth/access.ts';

/** Month-end reports (issue 22): supervisors and up read both (hours: managers, and supervisors read-only). */
export const ACCESS: Record<string, Access> = {
  'GET /api/reports/hours': authority(AUTHORITY.supervisor),
  'GET /api/reports/sessions': authority(AUTHORITY.supervisor),
};

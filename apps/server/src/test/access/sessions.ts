import { AUTHORITY } from '@school-ops/shared';
import { authority, LOGGED_IN, type Access } from '../../auth/access.ts';

/** Sessions: record-level rules (reading level, locks, supervisor-only steps) live in the policy. */
export const ACCESS: Record<string, Access> = {
  'GET /api/sessions': LOGGED_IN,
  'GET /api/sessions/:id': LOGGED_IN,
  'GET /api/sessions/:id/previous': LOGGED_IN,
  'PATCH /api/sessions/:id/status': LOGGED_IN,
  'PATCH /api/sessions/:id/performance/:kind': LOGGED_IN,
  'PATCH /api/sessions/:id': LOGGED_IN,
  'PATCH /api/sessions/:id/student-reading': LOGGED_IN,
  'PATCH /api/sessions/:id/check': authority(AUTHORITY.supervisor),
};

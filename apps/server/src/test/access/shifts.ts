import { AUTHORITY, ROLE } from '@school-ops/shared';
import { authority, LOGGED_IN, role, type Access } from '../../auth/access.ts';

/**
 * Shifts: My Shifts is for any teaching role (part-timer and up); managing shifts for supervisors;
 * whose shifts a teacher may read or change is decided in the shifts policy.
 */
export const ACCESS: Record<string, Access> = {
  'PATCH /api/shifts/update-max-hours/:userId': role(ROLE.partTimeTeacher),
  'GET /api/shifts/availability': role(ROLE.partTimeTeacher),
  'POST /api/shifts/availability': role(ROLE.partTimeTeacher),
  'DELETE /api/shifts/availability/:id': role(ROLE.partTimeTeacher),
  'GET /api/shifts/my-shift/:id': LOGGED_IN,

  'GET /api/shifts/manage': authority(AUTHORITY.supervisor),
  'GET /api/shifts/part-time-data': authority(AUTHORITY.supervisor),
  'GET /api/shifts': authority(AUTHORITY.supervisor),
  'POST /api/shifts': authority(AUTHORITY.supervisor),
  'PATCH /api/shifts/update-many': authority(AUTHORITY.supervisor),
  'GET /api/shifts/can-submit': authority(AUTHORITY.supervisor),
  'PATCH /api/shifts/can-submit': authority(AUTHORITY.supervisor),
  'GET /api/shifts/staff': authority(AUTHORITY.supervisor),
  'GET /api/shifts/:id': authority(AUTHORITY.supervisor),
  'PATCH /api/shifts/:id': authority(AUTHORITY.supervisor),
  'DELETE /api/shifts/:id': authority(AUTHORITY.supervisor),

  'DELETE /api/users/:id/shifts': authority(AUTHORITY.manager),
};

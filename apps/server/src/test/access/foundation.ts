import { AUTHORITY } from '@school-ops/shared';
import { authority, LOGGED_IN, PUBLIC, type Access } from '../../auth/access.ts';

/** Health, sign-in, users and teachers. */
export const ACCESS: Record<string, Access> = {
  'GET /api/health': PUBLIC,

  'POST /api/auth/login': PUBLIC,
  'GET /api/auth/me': LOGGED_IN,
  'PATCH /api/auth/me': LOGGED_IN,
  'POST /api/auth/logout': LOGGED_IN,
  'PATCH /api/auth/:id/update-my-password': LOGGED_IN,
  'PATCH /api/auth/:id/update-my-pin': LOGGED_IN,

  'GET /api/users': authority(AUTHORITY.manager),
  'POST /api/users': authority(AUTHORITY.manager),
  'GET /api/users/:id': authority(AUTHORITY.manager),
  'PATCH /api/users/:id': authority(AUTHORITY.manager),
  'DELETE /api/users/:id': authority(AUTHORITY.manager),
  'PATCH /api/users/:id/reset-credentials': authority(AUTHORITY.manager),

  'GET /api/users/teachers': authority(AUTHORITY.supervisor),
  'GET /api/users/teachers/:id': authority(AUTHORITY.supervisor),
  'PATCH /api/users/teachers/:id': authority(AUTHORITY.supervisor),
};

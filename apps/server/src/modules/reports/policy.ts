import { AUTHORITY, isSupervisor } from '@school-ops/shared';
import { authority, type Access } from '../../auth/access.ts';
import { definePolicy } from '../../auth/policy.ts';
import { forbidden } from '../../lib/http-error.ts';

/**
 * Issue 22: hours are for managers and up, and a supervisor reads them too (the report only reads, so "read-only"
 * needs no other rule); the sessions report is for supervisors and up. Both therefore start at supervisor.
 */
export const REPORTS_ACCESS: Access = authority(AUTHORITY.supervisor);
export const policy = definePolicy<'readHours' | 'readSessions'>((p) => (isSupervisor(p) ? null : forbidden()));
export const { can, authorize } = policy;

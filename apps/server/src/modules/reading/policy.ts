import { AUTHORITY, isSupervisor } from '@school-ops/shared';
import { authority, type Access } from '../../auth/access.ts';
import { definePolicy } from '../../auth/policy.ts';
import { forbidden } from '../../lib/http-error.ts';

/**
 * A child's reading history and a school's reading overview are for supervisors and up (issue 21): they decide
 * level moves. Both routes declare this access; the policy says the same for a service called from elsewhere.
 */
export const READING_ACCESS: Access = authority(AUTHORITY.supervisor);

export type ReadingAction = 'seeHistory' | 'seeOverview';

export const policy = definePolicy<ReadingAction>((p) => (isSupervisor(p) ? null : forbidden()));
export const { can, authorize } = policy;

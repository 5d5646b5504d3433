import { isManager } from '@school-ops/shared';
import { definePolicy } from '../../auth/policy.ts';
import { forbidden } from '../../lib/http-error.ts';

/** Issue 22: the audit log is for managers and up (the route says so too; this is the rule's one home). */
export const policy = definePolicy<'read'>((p) => (isManager(p) ? null : forbidden()));
export const { can, authorize } = policy;

import { AUTHORITY, isSupervisor, type StudentAction } from '@school-ops/shared';
import { authority, type Access } from '../../auth/access.ts';
import { definePolicy } from '../../auth/policy.ts';
import { forbidden } from '../../lib/http-error.ts';

/**
 * Students are seen and changed by supervisors and up (docs/product.md §6). There is no per-student
 * rule: every route of the feature declares this access, and the authenticate hook enforces it.
 */
export const STUDENTS_ACCESS: Access = authority(AUTHORITY.supervisor);

/** The same rule for a student record's abilities: supervisors and up edit any student. */
export const policy = definePolicy<StudentAction>((p) => (isSupervisor(p) ? null : forbidden()));
export const { can, authorize } = policy;

import { AUTHORITY } from '@school-ops/shared';
import { authority, type Access } from '../../auth/access.ts';

/**
 * Students are seen and changed by supervisors and up (docs/product.md §6). There is no per-student
 * rule: every route of the feature declares this access, and the authenticate hook enforces it.
 */
export const STUDENTS_ACCESS: Access = authority(AUTHORITY.supervisor);

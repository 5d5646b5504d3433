import { isSupervisor } from '@school-ops/shared';
import { ruleOf } from '../../live/rules.ts';

/** Student pages are for supervisors (docs/product.md §2.1): no one else learns that one changed. */
export const studentsLiveRule = ruleOf((p) => isSupervisor(p));

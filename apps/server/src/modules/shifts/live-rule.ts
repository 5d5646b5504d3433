import { isSupervisor } from '@school-ops/shared';
import { ruleOf } from '../../live/rules.ts';

/** A shift is its teacher's and the supervisors': a part-timer never learns of another's availability. */
export const shiftsLiveRule = ruleOf((p, c) => isSupervisor(p) || c.facts.user_id === p.id);

import { ruleOf } from '../../live/rules.ts';

/** Everyone signed in reads the day's activities (policy.ts), so everyone learns that one changed. */
export const activitiesLiveRule = ruleOf(() => true);

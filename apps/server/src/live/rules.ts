import type { LiveKind } from '@school-ops/shared';
import type { Identity } from '../auth/identity.ts';
import type { LiveRowChange } from '../db/live-tables.ts';

/** Whether a person may learn of one change. */
export type MayLearn = (identity: Identity, change: LiveRowChange) => boolean;

/**
 * A kind's rule: who may learn of its changes, the same as who may read them (decision 0030). `prepare` runs
 * once per gathered batch, whatever the number of streams, and may read what the rule needs (a session's
 * student's reading stage, a pickup's staff); the returned check runs per stream without the database.
 */
export interface LiveRule {
  prepare(changes: LiveRowChange[]): Promise<MayLearn>;
}

export type LiveRules = Record<LiveKind, LiveRule>;

/** A rule that needs nothing but the person and the change's own facts. */
export const ruleOf = (mayLearn: MayLearn): LiveRule => ({ prepare: () => Promise.resolve(mayLearn) });

import type { HttpError } from '../lib/http-error.ts';
import type { Identity } from './identity.ts';

/**
 * The one shape of every feature's policy.ts (decision 0024): `can` answers for the abilities a presenter
 * sends with a record, `authorize` throws the refusal a request gets. Both come from one function that says
 * why an action is refused, so the button the web shows and the answer the server gives cannot disagree.
 */
export interface Policy<Action extends string, Subject> {
  can(identity: Identity, action: Action, record?: Subject): boolean;
  authorize(identity: Identity, action: Action, record?: Subject): void;
}

/** Why `identity` may not do `action` (to `record`, when the rule needs it): the error to answer with, or null. */
export type Refusal<Action extends string, Subject> = (
  identity: Identity,
  action: Action,
  record?: Subject,
) => HttpError | null;

export function definePolicy<Action extends string, Subject = never>(
  refusal: Refusal<Action, Subject>,
): Policy<Action, Subject> {
  return {
    can: (identity, action, record) => refusal(identity, action, record) === null,
    authorize(identity, action, record) {
      const refused = refusal(identity, action, record);
      if (refused) throw refused;
    },
  };
}

/** The abilities a presenter sends: `can` for each of the actions named. */
export function abilitiesOf<Action extends string, Subject>(
  policy: Policy<Action, Subject>,
  actions: readonly Action[],
  identity: Identity,
  record?: Subject,
): Record<Action, boolean> {
  return Object.fromEntries(actions.map((a) => [a, policy.can(identity, a, record)])) as Record<Action, boolean>;
}

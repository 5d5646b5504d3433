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

/**
 * Whether `refusal` finds nothing, without the stack trace each refusal's error would capture: `can` is asked for
 * every action of every row a list sends (128 sessions × their actions per request), where capturing the stacks of
 * the refusals it only counts was 98 % of the sessions list's CPU (bench/notes.md, issue 23).
 */
function allowed<Action extends string, Subject>(
  refusal: Refusal<Action, Subject>,
  identity: Identity,
  action: Action,
  record?: Subject,
): boolean {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return refusal(identity, action, record) === null;
  } finally {
    Error.stackTraceLimit = limit;
  }
}

export function definePolicy<Action extends string, Subject = never>(
  refusal: Refusal<Action, Subject>,
): Policy<Action, Subject> {
  return {
    can: (identity, action, record) => allowed(refusal, identity, action, record),
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

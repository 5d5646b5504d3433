import { useId } from 'react';

/** React's ids made on the server or while hydrating: `_R_…_` (19.2), `«R…»` (19.0–19.1), `:R…:` (18). */
const SERVER_ID = /^(_R_|«R|:R)/;

/**
 * Whether this render is on the server or hydrates the page the server rendered (decision 0052): the markup must
 * then be the server's, including what depends on where the server put things (NearView's parts of the first
 * screen). Read from the id React gives this component, which it makes in the server's form exactly then (client
 * renders name theirs with a lower-case r): a store's server snapshot would tell too, but React renders every
 * reader again, synchronously, once hydrated (a long task on a form's page). A part hydrated late (inside a
 * Suspense boundary whose code came later) still reads true in its hydration. lib/hydration.test.tsx holds React to
 * it.
 */
export const useHydrating = (): boolean => SERVER_ID.test(useId());

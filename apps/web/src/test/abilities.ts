/** A record's `can` as the server would send it (decision 0024): every action of the list allowed, or none. */
export function abilities<const A extends string>(actions: readonly A[], allowed = true): Record<A, boolean> {
  return Object.fromEntries(actions.map((a) => [a, allowed])) as Record<A, boolean>;
}

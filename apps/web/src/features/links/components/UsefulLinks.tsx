/** Replaced by the links feature: the signed-in user's useful links, by click count. */
export function UsefulLinks() {
  return null;
}

import { displayName, type UserDto } from '@school-ops/shared';

const collator = new Intl.Collator();

export const NO_PEOPLE: UserDto[] = [];

/** People by a key (a column's role or authority), in one pass, for a page to memoize. */
export function groupPeople<T, K>(people: readonly T[], key: (u: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const u of people) {
    const k = key(u);
    const group = groups.get(k);
    if (group) group.push(u);
    else groups.set(k, [u]);
  }
  return groups;
}

/** People with their display names, sorted by them: each name made once, not once per comparison. */
export function byDisplayName(people: readonly UserDto[]): { u: UserDto; name: string }[] {
  return people.map((u) => ({ u, name: displayName(u) })).sort((a, b) => collator.compare(a.name, b.name));
}

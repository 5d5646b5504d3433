export interface Named {
  name?: string | null;
  nickname?: string | null;
}

/** 'name (nickname)', or the name, or 'unknown' (docs/product.md §3). */
export function displayName(user: Named | null | undefined): string {
  const name = user?.name?.trim();
  if (!name) return 'unknown';
  const nickname = user?.nickname?.trim();
  return nickname ? `${name} (${nickname})` : name;
}

/** The nickname, or the first word of the name. */
export function shortName(user: Named | null | undefined): string {
  const nickname = user?.nickname?.trim();
  if (nickname) return nickname;
  const first = user?.name?.trim().split(/\s+/)[0];
  return first || 'unknown';
}

/** The generated username: the name with non-word characters removed, lowercased. */
export function baseUsername(name: string): string {
  return name.replace(/\W/g, '').toLowerCase();
}

/** A username of digits only is an SMS ID: its sign-in takes the PIN. Kept free of zod so the sign-in page can use it. */
export const isSmsIdUsername = (username: string) => /^\d+$/.test(username.trim());

/**
 * The one spelling of a sign-in name: an SMS ID without leading zeros (`0777` and `00777` are `777`, one
 * account and one failure counter), any other username trimmed.
 */
export const normaliseLoginName = (username: string) =>
  isSmsIdUsername(username) ? String(Number(username.trim())) : username.trim();

/*
 * Unfinished session tests are one person's work on this device: they outlive a sign-out and an expired
 * sign-in (the teacher signs in again and carries on), and go when another person signs in here. Kept in
 * lib, not in the sessions feature, because sign-in and sign-out must know them before that feature loads.
 */

/** Every draft's key starts so: `session-draft:<sessionId>:<kind>`. */
export const DRAFT_PREFIX = 'session-draft:';
/** Whose drafts the device holds. */
const OWNER_KEY = 'session-drafts-owner';

/** A local storage key that a sign-out keeps. */
export function keptOnSignOut(key: string): boolean {
  return key.startsWith(DRAFT_PREFIX) || key === OWNER_KEY;
}

/** The drafts now being written are this person's. */
export function markDraftsOwner(userId: string) {
  localStorage.setItem(OWNER_KEY, userId);
}

/** At sign-in: the same person's drafts are kept; anyone else's (or drafts of no known owner) are dropped. */
export function claimDrafts(userId: string) {
  if (localStorage.getItem(OWNER_KEY) !== userId) {
    for (const key of Object.keys(localStorage)) if (key.startsWith(DRAFT_PREFIX)) localStorage.removeItem(key);
  }
  markDraftsOwner(userId);
}

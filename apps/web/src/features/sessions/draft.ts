import { useCallback, useEffect, useRef, useState } from 'react';
import { authStore } from '../../lib/auth.ts';
import { DRAFT_PREFIX as PREFIX, markDraftsOwner } from '../../lib/drafts-storage.ts';

/**
 * Work in progress of a session's test, kept on this device until it is submitted: a reload, a
 * dropped connection, a closed tab (issue 5) or a sign-out and back in (issue 16) loses nothing.
 * Cleared on submit or reset, or when another person signs in here (lib/drafts-storage.ts).
 */
export function useDraft<T>(sessionId: string, kind: string, initial: () => T) {
  const key = `${PREFIX}${sessionId}:${kind}`;
  const [value, setValue] = useState<T>(() => {
    try {
      const raw = localStorage.getItem(key);
      return raw ? (JSON.parse(raw) as T) : initial();
    } catch {
      return initial();
    }
  });
  const cleared = useRef(false);
  useEffect(() => {
    if (cleared.current) return;
    try {
      const user = authStore.get().user;
      if (user) markDraftsOwner(user.id);
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // A full or unavailable storage only costs the draft, never the session.
    }
  }, [key, value]);
  const clear = useCallback(() => {
    cleared.current = true;
    localStorage.removeItem(key);
  }, [key]);
  return [value, setValue, clear] as const;
}

/** Drops every draft of a session (after reset: its progress is gone on purpose). */
export function clearDrafts(sessionId: string) {
  for (const k of Object.keys(localStorage)) if (k.startsWith(`${PREFIX}${sessionId}:`)) localStorage.removeItem(k);
}

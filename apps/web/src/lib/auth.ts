import type { UserDto } from '@school-ops/shared';
import { JWT_STORAGE_KEY } from '@school-ops/shared';
import { useSyncExternalStore } from 'react';
import { DEVICE_TOKENS_KEY } from './device-tokens.ts';
import { claimDrafts, keptOnSignOut } from './drafts-storage.ts';
import { renderVisitor } from './render-context.ts';
import { USER_KEY } from './storage-keys.ts';
import { forgetCachedFiles } from './service-worker.ts';

export interface AuthState {
  isLoggedIn: boolean;
  user: UserDto | null;
}

/** Where TanStack Query keeps its cache between visits (lib/query.ts). */
export const QUERY_CACHE_KEY = 'school-ops-cache';
const listeners = new Set<() => void>();

function read(): AuthState {
  try {
    const token = localStorage.getItem(JWT_STORAGE_KEY);
    const raw = localStorage.getItem(USER_KEY);
    const user = raw ? (JSON.parse(raw) as UserDto) : null;
    return token && user ? { isLoggedIn: true, user } : { isLoggedIn: false, user: null };
  } catch {
    return { isLoggedIn: false, user: null };
  }
}

let state = read();

function emit(next: AuthState) {
  state = next;
  listeners.forEach((l) => l());
}

/** On the server, the visitor of the render under way (lib/render-context.ts). */
function serverState(): AuthState | null {
  const visitor = renderVisitor();
  return visitor && { isLoggedIn: true, user: visitor.user };
}

export const authStore = {
  get: (): AuthState => serverState() ?? state,
  token: () =>
    renderVisitor()?.token ?? (typeof localStorage === 'undefined' ? null : localStorage.getItem(JWT_STORAGE_KEY)),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  login(user: UserDto, token: string) {
    // Nothing cached for whoever was here before: the sign-in page may run before the query client exists.
    localStorage.removeItem(QUERY_CACHE_KEY);
    claimDrafts(user.id);
    localStorage.setItem(JWT_STORAGE_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    emit({ isLoggedIn: true, user });
  },
  /** A fresh token for this device (after one's own password or PIN change ended the old ones). */
  setToken(token: string) {
    if (!state.isLoggedIn) return;
    localStorage.setItem(JWT_STORAGE_KEY, token);
  },
  setUser(user: UserDto) {
    if (!state.isLoggedIn) return;
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    emit({ isLoggedIn: true, user });
  },
  /**
   * Logout clears local storage (docs/product.md §2.3), not only the token, and the cached signed files (decision
   * 0031). Kept: the device tokens, which only soften sign-in throttling for their person (decision 0015), and
   * unfinished tests (issue 16).
   */
  logout() {
    for (const key of Object.keys(localStorage)) {
      if (key !== DEVICE_TOKENS_KEY && !keptOnSignOut(key)) localStorage.removeItem(key);
    }
    forgetCachedFiles();
    emit({ isLoggedIn: false, user: null });
  },
};

// Another tab logging out (or in) is reflected here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key === JWT_STORAGE_KEY || e.key === USER_KEY) emit(read());
  });
}

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
}

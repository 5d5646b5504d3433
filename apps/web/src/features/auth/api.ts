import { authStore } from '../../lib/auth.ts';
import { queryClient } from '../../lib/query.ts';

/** Clears everything the browser kept: token, user, cached lists, filters. */
export function logoutLocally() {
  queryClient.clear();
  authStore.logout();
}

/**
 * Ends this browser's token on the server (decision 0015). A plain fetch, not the API client: whatever the
 * answer (an already expired token gives 422), logging out goes on and must not be redirected.
 */
export async function endTokenOnServer(): Promise<void> {
  const token = authStore.token();
  if (!token) return;
  await fetch('/api/auth/logout', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    keepalive: true,
    signal: AbortSignal.timeout(5000),
  }).catch(() => undefined);
}

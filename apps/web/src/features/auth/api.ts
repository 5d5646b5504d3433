import { request } from '../../lib/api-client.ts';
import { authStore } from '../../lib/auth.ts';
import { queryClient } from '../../lib/query.ts';

/** Clears everything the browser kept: token, user, cached lists, filters. */
export function logoutLocally() {
  queryClient.clear();
  authStore.logout();
}

/**
 * Ends this browser's token on the server (decision 0015). Whatever the answer (an already expired token gives
 * 422), logging out goes on: the call does not redirect, and its failure is dropped.
 */
export async function endTokenOnServer(): Promise<void> {
  if (!authStore.token()) return;
  await request('POST', '/auth/logout', { keepalive: true, redirect: false, signal: AbortSignal.timeout(5000) }).catch(
    () => undefined,
  );
}

import { authStore } from '../../lib/auth.ts';
import { queryClient } from '../../lib/query.ts';

/** Clears everything the browser kept: token, user, cached lists, filters. */
export function logoutLocally() {
  queryClient.clear();
  authStore.logout();
}

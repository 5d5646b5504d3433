import type { LoginInput, UserDto } from '@school-ops/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { authStore } from '../../lib/auth.ts';
import { queryClient } from '../../lib/query.ts';

interface LoginReply {
  user: UserDto;
  payload: { token: string };
}

export function useLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) => api.post<LoginReply>('/auth/login', input),
    onSuccess: ({ user, payload }) => {
      queryClient.clear();
      authStore.login(user, payload.token);
    },
  });
}

/** Clears everything the browser kept: token, user, cached lists, filters. */
export function logoutLocally() {
  queryClient.clear();
  authStore.logout();
}

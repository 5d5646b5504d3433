import type { LoginData, UserDto } from '@school-ops/shared';
import { api } from '../../lib/api-client.ts';

export interface LoginReply {
  user: UserDto;
  payload: { token: string };
}

/** A plain request, no query client: the sign-in page also runs before the app (and TanStack Query) loads. */
export const requestSignIn = (data: LoginData) => api.post<LoginReply>('/auth/login', data);

/** Where a fresh sign-in lands: new credentials first when the account still has its initial ones. */
export const landingPath = (user: UserDto) => (user.shouldSetCredentials ? '/me/update-credentials' : '/');

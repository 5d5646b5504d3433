import type { LoginData, UserDto } from '@school-ops/shared';
import { api } from '../../lib/api-client.ts';
import { deviceTokens, rememberDeviceToken } from '../../lib/device-tokens.ts';
import { currentLanguage, isLanguage } from '../../lib/i18n/index.ts';

export interface LoginReply {
  user: UserDto;
  payload: { token: string; deviceToken?: string };
}

/**
 * A plain request, no query client: the sign-in page also runs before the app (and TanStack Query) loads.
 * It shows the server this browser's device tokens and keeps the one it gets back (decision 0015), and the
 * page's language, which becomes the person's if they never chose one (issue 18).
 */
export async function requestSignIn(data: LoginData): Promise<LoginReply> {
  const language = currentLanguage();
  const reply = await api.post<LoginReply>('/auth/login', {
    ...data,
    deviceTokens: deviceTokens(),
    ...(isLanguage(language) && { language }),
  });
  if (reply.payload.deviceToken) rememberDeviceToken(reply.payload.deviceToken);
  return reply;
}

/** Where a fresh sign-in lands: new credentials first when the account still has its initial ones. */
export const landingPath = (user: UserDto) => (user.shouldSetCredentials ? '/me/update-credentials' : '/');

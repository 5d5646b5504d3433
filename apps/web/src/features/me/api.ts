import type {
  MaxHoursInput,
  UpdateLanguageInput,
  UpdatePasswordInput,
  UpdatePinInput,
  UserDto,
} from '@school-ops/shared';
import { useMutation } from '@tanstack/react-query';
import { request, sendDocument } from '../../lib/api-client.ts';
import { authStore } from '../../lib/auth.ts';

const keepUser = (user: UserDto) => authStore.setUser(user);

/** A change of one's own password or PIN ends every earlier token; the reply's fresh one keeps this device signed in. */
async function changeCredential(path: string, body: unknown): Promise<UserDto> {
  const { document, payload } = await request<{ document: UserDto; payload: { token: string } }>('PATCH', path, {
    body,
  });
  authStore.setToken(payload.token);
  return document;
}

export function useUpdatePassword(userId: string) {
  return useMutation({
    mutationFn: (body: UpdatePasswordInput) => changeCredential(`/auth/${userId}/update-my-password`, body),
    onSuccess: keepUser,
  });
}

export function useUpdatePin(userId: string) {
  return useMutation({
    mutationFn: (body: UpdatePinInput) => changeCredential(`/auth/${userId}/update-my-pin`, body),
    onSuccess: keepUser,
  });
}

export function useUpdateMaxHours(userId: string) {
  return useMutation({
    mutationFn: (body: MaxHoursInput) => sendDocument<UserDto>('PATCH', `/shifts/update-max-hours/${userId}`, { body }),
    onSuccess: keepUser,
  });
}

/** One's own language (issue 18): the stored person follows it, and the app with them (lib/i18n). */
export function useUpdateLanguage() {
  return useMutation({
    mutationFn: (body: UpdateLanguageInput) => sendDocument<UserDto>('PATCH', '/auth/me', { body }),
    onSuccess: keepUser,
  });
}

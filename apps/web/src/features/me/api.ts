import type { MaxHoursInput, UpdatePasswordInput, UpdatePinInput, UserDto } from '@school-ops/shared';
import { useMutation } from '@tanstack/react-query';
import { sendDocument } from '../../lib/api-client.ts';
import { authStore } from '../../lib/auth.ts';

const keepUser = (user: UserDto) => authStore.setUser(user);

export function useUpdatePassword(userId: string) {
  return useMutation({
    mutationFn: (body: UpdatePasswordInput) =>
      sendDocument<UserDto>('PATCH', `/auth/${userId}/update-my-password`, { body }),
    onSuccess: keepUser,
  });
}

export function useUpdatePin(userId: string) {
  return useMutation({
    mutationFn: (body: UpdatePinInput) => sendDocument<UserDto>('PATCH', `/auth/${userId}/update-my-pin`, { body }),
    onSuccess: keepUser,
  });
}

export function useUpdateMaxHours(userId: string) {
  return useMutation({
    mutationFn: (body: MaxHoursInput) =>
      sendDocument<UserDto>('PATCH', `/shifts/update-max-hours/${userId}`, { body }),
    onSuccess: keepUser,
  });
}

import type {
  CalendarSubscriptionDto,
  MaxHoursInput,
  UpdateLanguageInput,
  UpdatePasswordInput,
  UpdatePinInput,
  UserDto,
} from '@school-ops/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../lib/query-hooks.ts';
import { getDocument, request, sendDocument } from '../../lib/api-client.ts';
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

/** One's calendar feed (issue 22): not persisted (lib/query.ts), as its URL opens one's schedule. */
export const calendarQueries = {
  subscription: () =>
    queryOptions({
      queryKey: ['calendar', 'subscription'] as const,
      queryFn: ({ signal }) => getDocument<CalendarSubscriptionDto>('/calendar/subscription', { signal }),
      staleTime: Infinity,
    }),
};

export const useCalendarSubscription = () => useQuery(calendarQueries.subscription());

/** A new URL; the old one stops working at once. */
export function useRenewCalendar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => sendDocument<CalendarSubscriptionDto>('POST', '/calendar/subscription/renew'),
    onSuccess: (doc) => qc.setQueryData(calendarQueries.subscription().queryKey, doc),
  });
}

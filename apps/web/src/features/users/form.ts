import {
  AUTHORITY,
  defaultMainShift,
  hasMainShift,
  ROLE,
  type CreateUserInput,
  type UserDto,
} from '@school-ops/shared';
import type { DefaultValues } from 'react-hook-form';

export type UserFormValues = CreateUserInput;

export function toFormValues(user?: UserDto): DefaultValues<UserFormValues> {
  if (!user) {
    return {
      name: '',
      nickname: '',
      role: ROLE.partTimeTeacher,
      authority: AUTHORITY.user,
      maxHours: null,
      readingLevel: 'none',
      trainingLevel: 0,
      mainShift: defaultMainShift(),
      language: 'en',
    };
  }
  return {
    smsId: user.smsId,
    name: user.name,
    nickname: user.nickname ?? '',
    role: user.role as UserFormValues['role'],
    authority: user.authority as UserFormValues['authority'],
    maxHours: user.maxHours,
    readingLevel: user.readingLevel,
    trainingLevel: user.trainingLevel as UserFormValues['trainingLevel'],
    // Kept even when hidden, so switching the role back and forth does not lose the rows.
    mainShift: user.mainShift ?? defaultMainShift(),
    language: user.language,
  };
}

/** Fields hidden for the chosen role are neither validated nor sent. */
export function pruneHidden(values: UserFormValues): UserFormValues {
  return {
    ...values,
    maxHours: values.role === ROLE.partTimeTeacher ? values.maxHours : null,
    mainShift: hasMainShift(values.role) ? values.mainShift : null,
  };
}

import type { MainShiftDay } from '../schemas/users.ts';
import type { READING_LEVELS, Language } from '../constants.ts';
import type { SelfAbilities, UserAbilities } from '../schemas/abilities.ts';

export const defaultMainShift = (): MainShiftDay[] =>
  Array.from({ length: 7 }, (_, day) => ({
    isActive: day >= 1 && day <= 5,
    schoolName: 'Ikejiri' as const,
    startTime: '10:30',
    endTime: '19:30',
  }));

/** What the API returns for a user; never a hash. */
export interface UserDto {
  id: string;
  username: string;
  smsId: number;
  name: string;
  nickname: string | null;
  role: number | null;
  authority: number;
  shouldSetCredentials: boolean;
  maxHours: number | null;
  readingLevel: (typeof READING_LEVELS)[number];
  trainingLevel: number;
  mainShift: MainShiftDay[] | null;
  /** The language the person reads the app in. */
  language: Language;
  /** On the accounts /api/users sends: what the signed-in manager may do with it (decision 0024). */
  can?: UserAbilities;
  /** On the signed-in person's own account only (sign-in, /api/auth/me): their screen-level abilities. */
  abilities?: SelfAbilities;
}

export interface GeneratedCredentials {
  username: string;
  password: string;
  pin: string;
}

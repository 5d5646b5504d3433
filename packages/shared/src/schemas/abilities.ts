import { z } from 'zod';
import type { Authority } from '../constants.ts';
import { authoritySchema } from './users.ts';

/**
 * What the signed-in person may do with a record, decided by the server's policy and sent with the record as
 * `can` (decision 0024): the web renders its buttons and links from these and never re-derives a rule.
 * Each list is the actions of one kind of record; the server's policy.ts takes the same names.
 */
export const SESSION_ACTIONS = [
  'open',
  'start',
  'reset',
  'modify',
  'cancelModify',
  'submit',
  'cancel',
  'convert',
  'setReading',
  'check',
] as const;
export const ACTIVITY_ACTIONS = ['edit', 'confirm', 'deletePhotos'] as const;
export const SHIFT_ACTIONS = ['edit', 'delete', 'confirm', 'withdraw'] as const;
export const PICKUP_ACTIONS = ['step', 'edit'] as const;
export const LINK_ACTIONS = ['edit', 'delete'] as const;
export const MANUAL_ACTIONS = ['edit', 'delete'] as const;
export const BOOK_ACTIONS = ['edit', 'delete'] as const;
export const SPELLING_CATEGORY_ACTIONS = ['edit', 'delete'] as const;
export const STUDENT_ACTIONS = ['edit'] as const;
export const USER_ACTIONS = ['edit', 'delete', 'resetCredentials'] as const;

export type SessionAction = (typeof SESSION_ACTIONS)[number];
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
export type ShiftAction = (typeof SHIFT_ACTIONS)[number];
export type PickupAction = (typeof PICKUP_ACTIONS)[number];
export type LinkAction = (typeof LINK_ACTIONS)[number];
export type ManualAction = (typeof MANUAL_ACTIONS)[number];
export type BookAction = (typeof BOOK_ACTIONS)[number];
export type SpellingCategoryAction = (typeof SPELLING_CATEGORY_ACTIONS)[number];
export type StudentAction = (typeof STUDENT_ACTIONS)[number];
export type UserAction = (typeof USER_ACTIONS)[number];

/**
 * What the signed-in person may do on a screen rather than to one record, sent with their own account (sign-in
 * and /api/auth/me) as `abilities`: Sessions' 'show canceled' toggle; and (`grantableAuthorities`) the authorities
 * the user form offers.
 */
export const SELF_ACTIONS = ['seeCanceledSessions'] as const;
export type SelfAction = (typeof SELF_ACTIONS)[number];

export type Abilities<Action extends string> = Record<Action, boolean>;

/** The `can` object of one kind of record: every action named, each a boolean, nothing else. */
export function abilitiesSchema<const Action extends string>(actions: readonly Action[]) {
  return z.strictObject(Object.fromEntries(actions.map((a) => [a, z.boolean()])) as Record<Action, z.ZodBoolean>);
}

export const sessionAbilitiesSchema = abilitiesSchema(SESSION_ACTIONS);
export const activityAbilitiesSchema = abilitiesSchema(ACTIVITY_ACTIONS);
export const shiftAbilitiesSchema = abilitiesSchema(SHIFT_ACTIONS);
export const pickupAbilitiesSchema = abilitiesSchema(PICKUP_ACTIONS);
export const linkAbilitiesSchema = abilitiesSchema(LINK_ACTIONS);
export const manualAbilitiesSchema = abilitiesSchema(MANUAL_ACTIONS);
export const bookAbilitiesSchema = abilitiesSchema(BOOK_ACTIONS);
export const spellingCategoryAbilitiesSchema = abilitiesSchema(SPELLING_CATEGORY_ACTIONS);
export const studentAbilitiesSchema = abilitiesSchema(STUDENT_ACTIONS);
export const userAbilitiesSchema = abilitiesSchema(USER_ACTIONS);
/** Besides the yes/no abilities: the authorities the person may give an account (none unless a manager). */
export const selfAbilitiesSchema = abilitiesSchema(SELF_ACTIONS).extend({
  grantableAuthorities: z.array(authoritySchema),
});

export type SessionAbilities = Abilities<SessionAction>;
export type ActivityAbilities = Abilities<ActivityAction>;
export type ShiftAbilities = Abilities<ShiftAction>;
export type PickupAbilities = Abilities<PickupAction>;
export type LinkAbilities = Abilities<LinkAction>;
export type ManualAbilities = Abilities<ManualAction>;
export type BookAbilities = Abilities<BookAction>;
export type SpellingCategoryAbilities = Abilities<SpellingCategoryAction>;
export type StudentAbilities = Abilities<StudentAction>;
export type UserAbilities = Abilities<UserAction>;
export type SelfAbilities = Abilities<SelfAction> & { grantableAuthorities: Authority[] };

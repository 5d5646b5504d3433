/** What the account's forms check with, loaded apart from the page (components/form/lazy-schema.ts). */
export { maxHoursSchema, updatePasswordFormSchema, updatePinFormSchema } from '@school-ops/shared';

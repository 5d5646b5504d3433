/** What the shift form checks with, loaded apart from its page (components/form/lazy-schema.ts). */
export { createShiftSchema } from '@school-ops/shared';

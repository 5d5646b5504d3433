/** What the user form checks with, loaded apart from its page (components/form/lazy-schema.ts). */
export { createUserSchema } from '@school-ops/shared';

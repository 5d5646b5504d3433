/** What the reading form checks with, loaded apart from its page (components/form/lazy-schema.ts). */
export { studentReadingSchema } from '@school-ops/shared';

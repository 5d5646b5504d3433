/** What the manuals' forms check with, loaded apart from the page (components/form/lazy-schema.ts). */
export { createManualsSchema, manualFieldsSchema } from '@school-ops/shared';

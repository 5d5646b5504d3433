/** What the links' forms check with, loaded apart from the page (components/form/lazy-schema.ts). */
export { createLinksSchema, linkFieldsSchema } from '@school-ops/shared';

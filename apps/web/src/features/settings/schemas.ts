/** What the settings form checks with, loaded apart from its page (components/form/lazy-schema.ts). */
export { updateSettingsSchema } from '@school-ops/shared';

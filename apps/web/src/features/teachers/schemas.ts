/** What the teacher form checks with, loaded apart from its page (components/form/lazy-schema.ts). */
export { updateTeacherSchema } from '@school-ops/shared';

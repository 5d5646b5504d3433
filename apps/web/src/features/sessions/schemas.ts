/** What a session's forms check with, loaded apart from the page (components/form/lazy-schema.ts). */
export {
  abcFormSchema,
  bookFormSchema,
  classFormSchema,
  nonSystemBookFormSchema,
  spellingFormSchema,
} from '@school-ops/shared';

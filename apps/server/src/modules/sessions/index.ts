// The sessions module's public surface: other modules call it through here only.
export { STAGES_BY_LEVEL } from './policy.ts';
export { deleteSessionsOfStudents } from './repository.ts';

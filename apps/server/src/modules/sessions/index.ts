// The sessions feature's public surface: other features use these, never its other files.
export { deleteSessionsOfStudents } from './repository.ts';

// The books feature's public surface: the reading form (students) chooses from the books list.
export { bookQueries } from './api.ts';

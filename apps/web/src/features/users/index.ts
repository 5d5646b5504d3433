// The users feature's public surface: the reads of /users (the teachers screens list the same people).
export { userQueries } from './api.ts';

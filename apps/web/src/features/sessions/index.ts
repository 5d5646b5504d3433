// The sessions feature's public surface: other features refresh the sessions a change of theirs may show.
export { sessionQueries } from './api.ts';

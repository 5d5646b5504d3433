// The activities feature's public surface: other features refresh the activities a change of theirs may show.
export { activityQueries } from './api.ts';

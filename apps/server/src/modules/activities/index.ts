// The activities feature's public surface: other features use these, never its other files.
export { presentActivities, presentActivity } from './presenter.ts';
export { countActivities, insertMissing } from './repository.ts';
export { createActivitiesService, dayRows, type ActivitiesService } from './service.ts';
export { activitiesRoutes } from './routes.ts';
export { activitiesLiveRule } from './live-rule.ts';

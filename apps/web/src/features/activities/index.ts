export { useActivities, useActivity } from './api.ts';

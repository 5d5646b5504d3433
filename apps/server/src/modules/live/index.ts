export { liveRoutes } from './routes.ts';

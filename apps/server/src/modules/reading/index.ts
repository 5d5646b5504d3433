// The reading journey's public surface (issue 21): its routes and service, wired in composition.ts and app.ts.
export { readingRoutes } from './routes.ts';
export { createReadingService, type ReadingService } from './service.ts';

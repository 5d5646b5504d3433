// The imports feature's public surface: other features use these, never its other files.
export { importsRoutes } from './routes.ts';
export { createImportsService, type ImportsService } from './service.ts';

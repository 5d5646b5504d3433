// The manuals feature's public surface: other code (the demo seed, later the pickups) uses these.
export {
  countManuals,
  insertManuals,
  listAll as listManuals,
  listByLocations as listManualsOfLocations,
  type ManualUrlRow,
} from './repository.ts';
export { presentManual } from './presenter.ts';
export { manualsRoutes } from './routes.ts';
export { createManualsService, type ManualsService } from './service.ts';

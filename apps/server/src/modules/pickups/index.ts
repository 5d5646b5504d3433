// The pickups feature's public surface: other features use these, never its other files.
export { pickupsRoutes } from './routes.ts';
export {
  countPickups,
  deletePickupsWithoutStudents,
  findOnDays as findPickupsOnDays,
  listByShifts as listPickupsOfShifts,
  insertPickup,
  insertPickupBatch,
  listPickupIdsOfStudents,
  updateUnstaffedPickupBatch,
  type ImportedPickup,
  type ImportedPickupChange,
} from './repository.ts';
export { createPickupsService, type PickupsService } from './service.ts';
export { pickupsLiveRule } from './live-rule.ts';

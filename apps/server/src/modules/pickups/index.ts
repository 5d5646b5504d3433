// The pickups feature's public surface: other features use these, never its other files.
export { pickupsRoutes } from './routes.ts';
export {
  countPickups,
  deletePickupsWithoutStudents,
  insertPickup,
  listConfirmedShifts,
  listPickupIdsOfStudents,
  listSomeStudentIds,
} from './repository.ts';

// The users feature's public surface: other features use these, never its other files.
export { grantableAuthorities } from './policy.ts';
export { presentUser } from './presenter.ts';
export {
  countLive,
  countOtherLiveAdmins,
  deleteUsersForGood,
  findByUsernameAndSmsId,
  findLiveById,
  findLiveBySmsId,
  findLiveByUsername,
  insertUser,
  listLiveByRoles,
  listLiveCredentials,
  listLiveStaffBySmsId,
  lockUsers,
  prepareFindLiveById,
  updateUser,
  usersForJoins,
} from './repository.ts';
export { createUsersService, type UsersService } from './service.ts';
export { usersRoutes } from './routes.ts';
export { createTeachersService, type TeachersService } from './teachers-service.ts';
export { teachersRoutes } from './teachers-routes.ts';

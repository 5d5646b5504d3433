// The students feature's public surface: other features use these, never its other files.
export { presentStudent, presentStudents, storedReading } from './presenter.ts';
export {
  countStudents,
  deleteStudents,
  findBySmsIdAndName,
  findStudentById,
  findStudentView,
  incrementTimesRead,
  insertStudents,
  listBookIds,
  listSpellingCategoryIds,
  type StudentView,
} from './repository.ts';
export { createStudentsService, type StudentsService } from './service.ts';
export { studentsRoutes } from './routes.ts';

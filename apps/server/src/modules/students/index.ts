// The students feature's public surface: other features use these, never its other files.
export { presentStudent, presentStudents, storedReading } from './presenter.ts';
export {
  countReadingBook,
  countReadingSpellingCategory,
  countStudents,
  deleteStudents,
  findBySmsIdAndName,
  findBySmsIds as findStudentsBySmsIds,
  findStudentById,
  findStudentView,
  incrementTimesRead,
  insertStudentBatch,
  insertStudents,
  listSomeStudentIds,
  listStudentsBySmsId,
  studentShownOnSession,
  studentsForJoins,
  updateStudentBatch,
  type ImportedStudent,
  type StudentView,
} from './repository.ts';
export { createStudentsService, type StudentsService } from './service.ts';
export { studentsRoutes } from './routes.ts';
export { studentsLiveRule } from './live-rule.ts';

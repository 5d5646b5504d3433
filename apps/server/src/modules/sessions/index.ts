// The sessions module's public surface: other modules call it through here only.
export { policy as sessionsPolicy, STAGES_BY_LEVEL } from './policy.ts';
export {
  countSessions,
  countStudentsByClass,
  deleteSessionsOfStudents,
  findOnDays as findSessionsOnDays,
  insertSessionBatch,
  insertSessions,
  updateNewSessionBatch,
  type ImportedSession,
} from './repository.ts';
export { sessionsReportRows, type SessionsReportCancellationRow } from './report.ts';
export { createSessionsService, type SessionsService } from './service.ts';
export { sessionsLiveRule } from './live-rule.ts';
export { practiseNextOf, presentReadingSession } from './journey.ts';
export {
  booksRead,
  lettersMissed,
  listReadingSessions,
  phonicsWrong,
  readingOverview,
  readingProgress,
  spellingWordsWrong,
  type Period as ReadingPeriod,
} from './reading-repository.ts';

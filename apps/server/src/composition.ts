import type { Hasher } from './auth/hashing.ts';
import type { Tokens } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { ChangeFeed } from './db/change-feed.ts';
import type { Db } from './db/client.ts';
import { createActivitiesService } from './modules/activities/index.ts';
import { createAuthService } from './modules/auth/index.ts';
import { createAuditLogService } from './modules/audit-log/index.ts';
import { createBooksService } from './modules/books/index.ts';
import { createCalendarService } from './modules/calendar/index.ts';
import { createImportsService } from './modules/imports/index.ts';
import { createLinksService } from './modules/links/index.ts';
import { createManualsService } from './modules/manuals/index.ts';
import { createPickupsService } from './modules/pickups/index.ts';
import { createReportsService } from './modules/reports/index.ts';
import { createReadingService } from './modules/reading/index.ts';
import { createSessionsService } from './modules/sessions/index.ts';
import { createSettingsService } from './modules/settings/index.ts';
import { createShiftsService } from './modules/shifts/index.ts';
import { createSpellingCategoriesService } from './modules/spelling-categories/index.ts';
import { countReadingBook, countReadingSpellingCategory, createStudentsService } from './modules/students/index.ts';
import { createTeachersService, createUsersService } from './modules/users/index.ts';
import type { FileStorage, ImageWork } from './storage/index.ts';
import type { LiveRules } from './live/rules.ts';
import { activitiesLiveRule } from './modules/activities/index.ts';
import { pickupsLiveRule } from './modules/pickups/index.ts';
import { sessionsLiveRule } from './modules/sessions/index.ts';
import { settingsLiveRule } from './modules/settings/index.ts';
import { shiftsLiveRule } from './modules/shifts/index.ts';
import { studentsLiveRule } from './modules/students/index.ts';

/** What the services are built from: the process's infrastructure, made once in buildApp. */
export interface ServiceDeps {
  config: Config;
  db: Db;
  hasher: Hasher;
  tokens: Tokens;
  storage: FileStorage;
  /** Every upload's decoding and re-encoding, bounded (decision 0016). */
  images: ImageWork;
  /** Absent: nothing is cached (every read goes to the database). */
  changes?: ChangeFeed;
  /** Where a failed clean-up of a file is told (it never fails the request). */
  warn: (message: string, err: unknown) => void;
}

/**
 * The composition root: every service of the app, built once, here (decision 0026). Routes receive the ones
 * they serve, and a service another one needs is handed over, never built a second time (sessions once built
 * their own students service, without the change feed).
 */
export function buildServices({ config, db, hasher, tokens, storage, images, changes, warn }: ServiceDeps) {
  const students = createStudentsService({ db, storage, images, notesBaseUrl: config.notesBaseUrl, warn, changes });
  return {
    auth: createAuthService({ db, hasher, tokens }),
    users: createUsersService({ db, hasher }),
    teachers: createTeachersService({ db }),
    settings: createSettingsService({ db, defaults: { notesBaseUrl: config.notesBaseUrl ?? null } }),
    students,
    books: createBooksService({ db, storage, images, changes, countReaders: countReadingBook }),
    spellingCategories: createSpellingCategoriesService({
      db,
      storage,
      images,
      countReaders: countReadingSpellingCategory,
    }),
    links: createLinksService({ db }),
    manuals: createManualsService({ db }),
    sessions: createSessionsService({ db, students, storage, changes }),
    reading: createReadingService({ db, changes }),
    shifts: createShiftsService({ db, changes }),
    activities: createActivitiesService({ db, storage, images, warn }),
    pickups: createPickupsService({ db, storage, changes }),
    imports: createImportsService({ db }),
    calendar: createCalendarService({ db, secret: config.jwtSecret }),
    auditLog: createAuditLogService({ db }),
    reports: createReportsService({ db, changes }),
  };
}

export type Services = ReturnType<typeof buildServices>;

/** Who learns of each kind of change on the live stream: each feature's own rule (decision 0030). */
export function buildLiveRules(db: Db): LiveRules {
  return {
    session: sessionsLiveRule(db),
    student: studentsLiveRule,
    shift: shiftsLiveRule,
    pickup: pickupsLiveRule(db),
    activity: activitiesLiveRule,
    settings: settingsLiveRule,
  };
}

/** Business constants of docs/product.md §4, §6 and §9. Codes are the numbers given there. */

export const AUTHORITY = { admin: 0, manager: 1, supervisor: 2, user: 3 } as const;
export type Authority = (typeof AUTHORITY)[keyof typeof AUTHORITY];
/** Every authority, strongest first. */
export const AUTHORITIES: readonly Authority[] = [
  AUTHORITY.admin,
  AUTHORITY.manager,
  AUTHORITY.supervisor,
  AUTHORITY.user,
];
export const AUTHORITY_NAMES: Record<Authority, string> = {
  0: 'admin',
  1: 'manager',
  2: 'supervisor',
  3: 'user',
};

export const ROLE = { schoolManager: 0, supervisor: 1, fullTimeTeacher: 2, partTimeTeacher: 3 } as const;
export type Role = (typeof ROLE)[keyof typeof ROLE];
export const ROLE_NAMES: Record<Role, string> = {
  0: 'schoolManager',
  1: 'supervisor',
  2: 'fullTimeTeacher',
  3: 'partTimeTeacher',
};
export const ROLE_LABELS: Record<Role, string> = {
  0: 'School Manager',
  1: 'Supervisor',
  2: 'Full-Time Teacher',
  3: 'Part-Time Teacher',
};

export const READING_LEVELS = ['none', 'book', 'abcs', 'all'] as const;
export type ReadingLevel = (typeof READING_LEVELS)[number];
export const READING_LEVEL_LABELS: Record<ReadingLevel, string> = {
  none: 'None',
  book: 'Book',
  abcs: 'ABCs',
  all: 'All',
};

export const TRAINING_LEVEL = { training: 0, circleTime: 1, activityLeader: 2 } as const;
export type TrainingLevel = (typeof TRAINING_LEVEL)[keyof typeof TRAINING_LEVEL];
export const TRAINING_LEVEL_LABELS: Record<TrainingLevel, string> = {
  0: 'Training',
  1: 'Circle Time',
  2: 'Activity Leader',
};

export const SCHOOLS = ['Ikejiri', 'Gakugei'] as const;
export type SchoolName = (typeof SCHOOLS)[number];
export const DEFAULT_SCHOOL: SchoolName = 'Ikejiri';
export const ALL_SCHOOLS = 'all';

export const CLASS_FILTERS = ['AM', 'all day', 'PM'] as const;
export const CLASS_GROUPS = {
  AM: ['AM Elementary', 'AM Bilingual', 'AM Pre and Kinder'],
  'all day': ['All Day Bilingual', 'Bi.-Kinder'],
  PM: ['PM Kinder', 'PM Elementary'],
} as const;

/** The staff app's languages, one per person (issue 18); English is the default and the spec's wording. */
export const LANGUAGES = ['en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const TIMEZONE = 'Asia/Tokyo';
export const DATE_FORMAT = 'YYYY-MM-DD';
export const TIME_FORMAT = 'h:mm A';
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2100-01-01';
export const TIME_STEP_MINUTES = 5;

export const LIMITS = {
  smsIdMaxLength: 5,
  pinLength: 4,
  pinLoginMaxLength: 5,
  usernameMaxLength: 36,
  passwordMaxLength: 48,
  passwordMinLength: 8,
  nameMaxLength: 99,
  nicknameMaxLength: 40,
  maxHoursMin: 1,
  maxHoursMax: 80,
  /** A browser keeps the device tokens of the last few people who signed in on it (decision 0015). */
  deviceTokensMax: 10,
  deviceTokenMaxLength: 1024,
} as const;

export const TOAST_AUTO_HIDE_MS = 5000;
export const PERSIST_THROTTLE_MS = 5000;

export const TOKEN_TTL = { short: '12h', long: '30d' } as const;
export const JWT_STORAGE_KEY = 'jwt';

/** Reading stages (docs/product.md §4). */
export const READING_STAGE = { toBeChecked: 0, abc: 1, spellingAndBlending: 2, book: 3, nonSystemBook: 4 } as const;
export type ReadingStage = (typeof READING_STAGE)[keyof typeof READING_STAGE];
export const READING_STAGE_LABELS: Record<ReadingStage, string> = {
  0: 'To Be Checked',
  1: 'ABC / Phonics',
  2: 'Spelling and Blending',
  3: 'Book',
  4: 'Non-System Book',
};
export const ABC_KINDS = ['uppercaseAbcs', 'lowercaseAbcs', 'uppercasePhonics', 'lowercasePhonics'] as const;
export type AbcKind = (typeof ABC_KINDS)[number];
export const ABC_KIND_LABELS: Record<AbcKind, string> = {
  uppercaseAbcs: 'Uppercase ABCs',
  lowercaseAbcs: 'Lowercase ABCs',
  uppercasePhonics: 'Uppercase Phonics',
  lowercasePhonics: 'Lowercase Phonics',
};
export const ABC_LETTER_OPTIONS = [5, 10, 15, 20, 26] as const;
export const DEFAULT_READING = { stage: 0, timesRead: 1, abcStage: 'uppercaseAbcs', letters: 5 } as const;

/** Who sees a welcome link: the weakest teaching role that may (docs/product.md §6). */
export const LINK_VISIBILITY = [
  { role: 3, label: 'Part-Timers and Up' },
  { role: 2, label: 'Full-Timers and Up' },
  { role: 0, label: 'School Managers' },
] as const;

export const PICKUP_CATEGORIES = ['pick-up', 'drop-off'] as const;
export type PickupCategory = (typeof PICKUP_CATEGORIES)[number];
export const PHOTO_ACTIONS = ['replace', 'add'] as const;

export const MEGABYTE = 1024 * 1024;
/** Photos: the total must stay below 32 MB. Spelling images: at most 32 MB. */
export const UPLOAD_LIMIT_BYTES = 32 * MEGABYTE;

/** Signed image lifetimes (docs/product.md §9). */
export const SIGNED_URL_MS = { pickupStudentPhoto: 900_000, spellingImage: 3_600_000, default: 3_600_000 } as const;

/**
 * A student's fields, declared once (decision 0025): the student page, the students import and the server
 * follow these. Remarks and comments are free notes of up to 2,000 characters wherever they are written.
 */
export const STUDENT_LIMITS = {
  nameMax: LIMITS.nameMaxLength,
  gradeMax: 20,
  remarksMax: 2000,
  commentsMax: 2000,
  smsIdMax: 10 ** LIMITS.smsIdMaxLength - 1,
} as const;

/**
 * A pick-up's, a session's and an activity's limits, wherever the text comes from (a page, an import). The
 * database's columns are plain text, so these are the only limits (decision 0025).
 */
export const PICKUP_LIMITS = { locationMax: 99, methodMax: 40, commentsMax: 1000, shiftsMax: 20 } as const;
export const SESSION_LIMITS = { cancellationReasonMax: 500, commentsMax: 2000 } as const;
export const ACTIVITY_LIMITS = { titleMax: 200, descriptionMax: 2000 } as const;

export const FIELD_MAX = { name: 99, category: 99, level: 99, order: 99, part: 99 } as const;

import {
  IMPORT_CLASS_NAMES,
  IMPORT_REQUIRED_COLUMNS,
  SCHOOLS,
  STUDENT_IMPORT_HELP,
  type ImportKind,
} from '@school-ops/shared';

/** One paragraph per kind: what the file is for and what an import will and will not change. */
export const KIND_EXPLANATIONS: Record<ImportKind, string> = {
  students:
    'One row per student, keyed by the SMS ID. New SMS IDs become new students (their reading level still to be checked); ' +
    'for known ones the name, grade and remarks are updated. Photos, comments and reading settings are never touched.',
  'daily-schedule':
    "One row per student session of a day, as exported from the SMS. It creates that day's sessions and the " +
    'activity of each class, and updates arrival and attendance exceptions of sessions nobody has started yet. ' +
    'Sessions that have started, been completed or been canceled are kept as they are.',
  pickups:
    'One row per pick-up or drop-off of a day, with the SMS IDs of its students. It creates new pick-ups and ' +
    'updates times, methods and students of unconfirmed ones without assigned staff; the others are kept as they are.',
};

const TIME = 'HH:mm (24 h) or h:mm AM/PM, e.g. 14:20 or 2:20 PM';

/** What each column accepts, in the words a manager filling a spreadsheet needs. */
const COLUMN_HELP: Record<string, string> = {
  // The students import's columns are STUDENT_FIELDS' (their help is declared there, with their limits).
  ...STUDENT_IMPORT_HELP,
  date: 'YYYY-MM-DD, e.g. 2026-04-08',
  schoolName: SCHOOLS.join(' or '),
  className: `One of: ${IMPORT_CLASS_NAMES.join(', ')}`,
  studentSmsId: 'SMS ID of a known student',
  arrived: 'true/false, yes/no or 1/0; blank means not arrived',
  attendanceException: 'Blank, 欠席, 遅刻 or double session',
  location: 'Place name as in the pick-up manuals, up to 99 characters',
  timeToLeave: TIME,
  timeToPickup: TIME,
  timeToReturn: TIME,
  outwardMethod: 'How staff get there, e.g. walk or taxi, up to 40 characters',
  returnMethod: 'How they come back, up to 40 characters',
  studentSmsIds: 'SMS IDs of known students, separated by spaces, ; or |',
};

/** The category column means different things in the two kinds that have it. */
export function columnHelp(kind: ImportKind, column: string): string {
  if (column === 'category') return kind === 'pickups' ? 'pick-up or drop-off' : 'reading or class';
  return COLUMN_HELP[column] ?? '';
}

export const isRequiredColumn = (kind: ImportKind, column: string) => IMPORT_REQUIRED_COLUMNS[kind].includes(column);

export const templateFileName = (kind: ImportKind) => `${kind}-template.csv`;

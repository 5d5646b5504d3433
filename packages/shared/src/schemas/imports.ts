import { z } from 'zod';
import {
  CLASS_GROUPS,
  MEGABYTE,
  PICKUP_LIMITS,
  SCHOOLS,
  STUDENT_LIMITS,
  type Language,
  type PickupCategory,
  type SchoolName,
} from '../constants.ts';
import { CsvError, formatCsv, parseCsv } from '../domain/csv.ts';
import { msg, orList } from '../errors/codes.ts';
import { MSG } from '../messages.ts';
import { dateProblem, isIsoDate, schoolToday } from '../domain/dates.ts';
import {
  IMPORTED_STUDENT_FIELDS,
  STUDENT_FIELDS,
  type ImportedStudentField,
  type StudentFieldSpec,
  type StudentImportRow,
} from './student-fields.ts';
import { SESSION_CATEGORIES, type AttendanceException, type SessionCategory } from '../domain/sessions.ts';

/**
 * Imports of the school's own data (issue 8): students, the daily schedule and pick-ups, as CSV
 * files from the student management system or as JSON rows from automation. One validator for both.
 */

export const IMPORT_KINDS = ['students', 'daily-schedule', 'pickups'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  students: 'Students',
  'daily-schedule': 'Daily schedule',
  pickups: 'Pick-ups',
};

/** CSV header names = JSON field names, in template order. */
export const IMPORT_COLUMNS = {
  students: IMPORTED_STUDENT_FIELDS,
  'daily-schedule': ['date', 'schoolName', 'className', 'studentSmsId', 'category', 'arrived', 'attendanceException'],
  pickups: [
    'date',
    'schoolName',
    'location',
    'category',
    'timeToLeave',
    'timeToPickup',
    'timeToReturn',
    'outwardMethod',
    'returnMethod',
    'studentSmsIds',
  ],
} as const satisfies Record<ImportKind, readonly string[]>;

export type ImportColumn = (typeof IMPORT_COLUMNS)[ImportKind][number];

/**
 * Each column's header in the Japanese template (issue 18). The parser accepts it as well as the column's own
 * (English) name; the web's Japanese template writes it. One entry per column: a new column needs its header here.
 */
export const IMPORT_COLUMN_HEADERS_JA: Readonly<Record<ImportColumn, string>> = {
  smsId: 'SMS ID',
  name: '氏名',
  grade: '学年',
  remarks: '備考',
  date: '日付',
  schoolName: '教室',
  className: 'クラス名',
  studentSmsId: '生徒SMS ID',
  category: '種別',
  arrived: '来校済み',
  attendanceException: '出欠区分',
  location: '場所名',
  timeToLeave: '出発時刻',
  timeToPickup: 'お迎え時刻',
  timeToReturn: '帰着時刻',
  outwardMethod: '行きの手段',
  returnMethod: '帰りの手段',
  studentSmsIds: '生徒SMS ID一覧',
};

/**
 * How a row's messages name each column ('time to leave is required', 'student SMS ID "x" is not a number'): the
 * English of the messages, declared once. The web shows each in the reader's language as `fields.<name>` of its
 * catalogs (the catalog test reads this list). A student's column is named as STUDENT_FIELDS names the field.
 */
export const IMPORT_COLUMN_LABELS: Readonly<Record<ImportColumn, string>> = {
  ...(Object.fromEntries(IMPORTED_STUDENT_FIELDS.map((name) => [name, STUDENT_FIELDS[name].label])) as Record<
    ImportedStudentField,
    string
  >),
  date: 'date',
  schoolName: 'school',
  className: 'class name',
  studentSmsId: 'student SMS ID',
  category: 'category',
  arrived: 'arrived',
  attendanceException: 'attendance exception',
  location: 'location',
  timeToLeave: 'time to leave',
  timeToPickup: 'time to pick up',
  timeToReturn: 'time to return',
  outwardMethod: 'outward method',
  returnMethod: 'return method',
  studentSmsIds: 'student SMS IDs',
};
const L = IMPORT_COLUMN_LABELS;

/** A column's header in a template of that language. */
export const importColumnHeader = (column: ImportColumn, language: Language = 'en'): string =>
  language === 'ja' ? IMPORT_COLUMN_HEADERS_JA[column] : column;

/**
 * A CSV without one of these cannot be imported. The other columns may be left out: an existing
 * record then keeps its value, a new one gets the default.
 */
export const IMPORT_REQUIRED_COLUMNS: Record<ImportKind, readonly string[]> = {
  students: ['smsId', 'name'],
  'daily-schedule': ['date', 'schoolName', 'className', 'studentSmsId', 'category'],
  pickups: ['date', 'schoolName', 'location', 'category', 'studentSmsIds'],
};

export const IMPORT_LIMITS = {
  maxRows: 20_000,
  bodyBytes: 20 * MEGABYTE,
  // A student's limits are the student page's (STUDENT_LIMITS): an import never accepts or refuses other text.
  nameMax: STUDENT_LIMITS.nameMax,
  gradeMax: STUDENT_LIMITS.gradeMax,
  remarksMax: STUDENT_LIMITS.remarksMax,
  locationMax: PICKUP_LIMITS.locationMax,
  methodMax: PICKUP_LIMITS.methodMax,
  fileNameMax: 255,
  smsIdMax: STUDENT_LIMITS.smsIdMax,
} as const;

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'kept', 'error'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export const IMPORT_MESSAGES = {
  emptyFile: 'the file is empty',
  noRows: 'the file has no data rows',
  jsonBody: 'the body must be { "rows": [ … ] } with one object per row',
  rowNotObject: msg('import.rowNotObject'),
  tooManyRows: (n: number) =>
    `the file has ${n.toLocaleString('en-US')} rows; import at most ${IMPORT_LIMITS.maxRows.toLocaleString('en-US')} at a time`,
  missingColumns: (names: readonly string[]) => `missing column${names.length > 1 ? 's' : ''}: ${names.join(', ')}`,
  columnTwice: (name: string) => `column "${name}" appears twice`,
  unknownKind: (kind: string) => `unknown import "${kind}" (use ${IMPORT_KINDS.join(', ')})`,
  unknownSmsId: (id: number) => msg('import.unknownSmsId', { id }),
  duplicateOf: (line: number) => msg('import.duplicateOf', { line }),
  nothingImported: (errors: number) => `Nothing was imported: ${errors} row${errors === 1 ? ' has' : 's have'} errors.`,
  sessionStarted: msg('import.sessionStarted'),
  sessionCompleted: msg('import.sessionCompleted'),
  sessionCanceled: msg('import.sessionCanceled'),
  pickupAssigned: msg('import.pickupAssigned'),
  pickupUnderway: (status: string) => msg('import.pickupUnderway', { status }),
} as const;

/** Header match ignores case, spaces and underscores: 'Student SMS ID' and 'student_sms_id' are studentSmsId. */
export const importHeaderKey = (name: string) => name.toLowerCase().replace(/[\s_]/g, '');

// ---------------------------------------------------------------------------------------------
// Cell values: CSV gives text, JSON may give numbers, booleans, null or (student SMS IDs) a list.

/** The trimmed text of a cell; '' for blank, null, or a missing field is told apart by `undefined`. */
function text(v: unknown): string | undefined {
  if (v === undefined) return undefined;
  if (v === null) return '';
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  // Anything else (an object where a value belongs) is shown as the file sent it, never thrown on.
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return Object.prototype.toString.call(v);
  }
}

type Ctx = z.RefinementCtx;
const fail = (ctx: Ctx, message: string) => {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
};

/** A cell that must be present and not blank, checked then read by `read`. */
function required<T>(label: string, read: (value: string, ctx: Ctx) => T) {
  return z.unknown().transform((v, ctx): T => {
    const s = text(v);
    if (!s) return fail(ctx, `${label} is required`);
    return read(s, ctx);
  });
}

/** A cell that may be missing (undefined: leave as is), blank (the empty value) or a value read by `read`. */
function optional<T, E>(empty: E, read: (value: string, ctx: Ctx) => T) {
  return z
    .unknown()
    .transform((v, ctx): T | E => {
      const s = text(v) ?? '';
      return s === '' ? empty : read(s, ctx);
    })
    .optional();
}

function readSmsId(label: string) {
  return (s: string, ctx: Ctx): number => {
    if (!/^\d+$/.test(s)) return fail(ctx, msg('import.notANumber', { field: label, value: s }));
    const n = Number(s);
    if (n < 1 || n > IMPORT_LIMITS.smsIdMax) return fail(ctx, `${label} must be from 1 to ${IMPORT_LIMITS.smsIdMax}`);
    return n;
  };
}

const maxText = (label: string, max: number) => (s: string, ctx: Ctx) =>
  s.length > max ? fail(ctx, `${label} must be at most ${max} characters`) : s;

// Within the bounds every other date of the app keeps (1900-01-01 to 2100-01-01): the picker's words, with the value.
const readDate = (s: string, ctx: Ctx) => {
  const problem = dateProblem(s);
  if (!isIsoDate(s) || problem === MSG.invalidDateFormat) return fail(ctx, msg('import.badDate', { value: s }));
  if (problem === MSG.dateBeforeMin) return fail(ctx, msg('import.dateBeforeMin', { value: s }));
  if (problem === MSG.dateAfterMax) return fail(ctx, msg('import.dateAfterMax', { value: s }));
  return s;
};

const SCHOOL_BY_KEY = new Map<string, SchoolName>(SCHOOLS.map((s) => [s.toLowerCase(), s]));
const readSchool = (s: string, ctx: Ctx): SchoolName =>
  SCHOOL_BY_KEY.get(s.toLowerCase()) ?? fail(ctx, msg('import.unknownSchool', { value: s, schools: orList(SCHOOLS) }));

export const IMPORT_CLASS_NAMES: readonly string[] = Object.values(CLASS_GROUPS).flat();
const CLASS_BY_KEY = new Map(IMPORT_CLASS_NAMES.map((c) => [c.toLowerCase().replace(/\s+/g, ' '), c]));
const readClassName = (s: string, ctx: Ctx): string =>
  CLASS_BY_KEY.get(s.toLowerCase().replace(/\s+/g, ' ')) ?? fail(ctx, msg('import.unknownClassName', { value: s }));

const readSessionCategory = (s: string, ctx: Ctx): SessionCategory =>
  SESSION_CATEGORIES.find((c) => c === s.toLowerCase()) ??
  fail(ctx, msg('import.unknownSessionCategory', { value: s }));

const PICKUP_CATEGORY_BY_KEY = new Map<string, PickupCategory>([
  ['pickup', 'pick-up'],
  ['dropoff', 'drop-off'],
]);
const readPickupCategory = (s: string, ctx: Ctx): PickupCategory =>
  PICKUP_CATEGORY_BY_KEY.get(s.toLowerCase().replace(/[\s_-]/g, '')) ??
  fail(ctx, msg('import.unknownPickupCategory', { value: s }));

const TRUE = new Set(['true', 'yes', '1', 'y']);
const FALSE = new Set(['false', 'no', '0', 'n']);
const readArrived = (s: string, ctx: Ctx): boolean => {
  const k = s.toLowerCase();
  if (TRUE.has(k)) return true;
  if (FALSE.has(k)) return false;
  return fail(ctx, msg('import.arrivedTrueOrFalse', { value: s }));
};

/** 'double session' is how the school's system writes it; the app stores 'double'. */
const EXCEPTION_BY_KEY = new Map<string, AttendanceException>([
  ['欠席', '欠席'],
  ['absent', '欠席'],
  ['absence', '欠席'],
  ['遅刻', '遅刻'],
  ['late', '遅刻'],
  ['double', 'double'],
  ['doublesession', 'double'],
]);
const readException = (s: string, ctx: Ctx): AttendanceException =>
  EXCEPTION_BY_KEY.get(s.toLowerCase().replace(/[\s_-]/g, '')) ??
  fail(ctx, msg('import.unknownAttendanceException', { value: s }));

/** 'HH:mm' from '9:05', '09:05', '9:05 pm' or '9:05PM'; null when it is no time of day. */
export function normaliseImportTime(s: string): string | null {
  const m = /^(\d{1,2}):(\d{2})(?::00)?\s*([ap]\.?m\.?)?$/i.exec(s.trim());
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59) return null;
  if (m[3]) {
    if (h < 1 || h > 12) return null;
    const pm = m[3].toLowerCase().startsWith('p');
    h = (h % 12) + (pm ? 12 : 0);
  } else if (h > 23) return null;
  return `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
}

const readTime = (label: string) => (s: string, ctx: Ctx) =>
  normaliseImportTime(s) ?? fail(ctx, msg('import.notATime', { field: label, value: s }));

/** Student SMS IDs of a pick-up: a JSON list, or text separated by spaces, ';' or '|' (commas too, when quoted). */
const studentSmsIds = z.unknown().transform((v, ctx): number[] => {
  const parts = Array.isArray(v) ? v.map((x) => text(x) ?? '') : (text(v) ?? '').split(/[\s;|,]+/);
  const items = parts.map((p) => p.trim()).filter((p) => p !== '');
  if (items.length === 0) return fail(ctx, msg('import.studentSmsIdsRequired'));
  const ids: number[] = [];
  for (const item of items) {
    if (!/^\d+$/.test(item) || Number(item) < 1 || Number(item) > IMPORT_LIMITS.smsIdMax) {
      ctx.addIssue({
        code: 'custom',
        message: msg('import.notAStudentSmsId', { value: item, max: IMPORT_LIMITS.smsIdMax }),
      });
    } else if (!ids.includes(Number(item))) ids.push(Number(item));
  }
  return ids;
});

// ---------------------------------------------------------------------------------------------
// Row schemas: what each row must hold, its values normalised.

/** A student's cell, as STUDENT_FIELDS declares the field. */
function studentCell(name: ImportedStudentField) {
  const spec: StudentFieldSpec = STUDENT_FIELDS[name];
  const label = IMPORT_COLUMN_LABELS[name];
  const read: (s: string, ctx: Ctx) => string | number =
    spec.type === 'smsId' ? readSmsId(label) : maxText(label, spec.max);
  return spec.imported === 'required' ? required(label, read) : optional(spec.empty ?? null, read);
}

// Its output is typed StudentImportRow (derived from the same declaration) by validateImportRow.
export const studentImportRowSchema = z.object(
  Object.fromEntries(IMPORTED_STUDENT_FIELDS.map((name) => [name, studentCell(name)])),
);

export const scheduleImportRowSchema = z.object({
  date: required(L.date, readDate),
  schoolName: required(L.schoolName, readSchool),
  className: required(L.className, readClassName),
  studentSmsId: required(L.studentSmsId, readSmsId(L.studentSmsId)),
  category: required(L.category, readSessionCategory),
  arrived: optional(false, readArrived),
  attendanceException: optional(null, readException),
});
export type ScheduleImportRow = z.output<typeof scheduleImportRowSchema>;

export const pickupImportRowSchema = z.object({
  date: required(L.date, readDate),
  schoolName: required(L.schoolName, readSchool),
  location: required(L.location, maxText(L.location, IMPORT_LIMITS.locationMax)),
  category: required(L.category, readPickupCategory),
  timeToLeave: optional(null, readTime(L.timeToLeave)),
  timeToPickup: optional(null, readTime(L.timeToPickup)),
  timeToReturn: optional(null, readTime(L.timeToReturn)),
  outwardMethod: optional(null, maxText(L.outwardMethod, IMPORT_LIMITS.methodMax)),
  returnMethod: optional(null, maxText(L.returnMethod, IMPORT_LIMITS.methodMax)),
  studentSmsIds,
});
export type PickupImportRow = z.output<typeof pickupImportRowSchema>;

export const IMPORT_ROW_SCHEMAS = {
  students: studentImportRowSchema,
  'daily-schedule': scheduleImportRowSchema,
  pickups: pickupImportRowSchema,
} as const;

export interface ImportRowData {
  students: StudentImportRow;
  'daily-schedule': ScheduleImportRow;
  pickups: PickupImportRow;
}

export type ImportRowCheck<K extends ImportKind> =
  { ok: true; data: ImportRowData[K] } | { ok: false; messages: string[] };

/** Every problem of one row, in column order, or its normalised values. */
export function validateImportRow<K extends ImportKind>(kind: K, raw: unknown): ImportRowCheck<K> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { ok: false, messages: [IMPORT_MESSAGES.rowNotObject] };
  const result = IMPORT_ROW_SCHEMAS[kind].safeParse(raw);
  if (result.success) return { ok: true, data: result.data as ImportRowData[K] };
  return { ok: false, messages: [...new Set(result.error.issues.map((i) => i.message))] };
}

/** The identity of a row: a second row with the same key in one file is an error, a stored one is updated. */
export function importRowKey<K extends ImportKind>(kind: K, row: ImportRowData[K]): string {
  if (kind === 'students') return String((row as StudentImportRow).smsId);
  if (kind === 'daily-schedule') {
    const r = row as ScheduleImportRow;
    return [r.date, r.schoolName, r.studentSmsId, r.category].join('|');
  }
  const r = row as PickupImportRow;
  return [r.date, r.schoolName, r.location, r.category].join('|');
}

/** How a person recognises the row in a report, from what the file says (valid or not). */
export function importRowLabel(kind: ImportKind, raw: unknown): string {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const t = (name: string) => text(r[name]) ?? '';
  const join = (...parts: string[]) => parts.filter((p) => p !== '').join(' ');
  if (kind === 'students') return join(t('smsId'), t('name'));
  const day = join(t('date'), t('schoolName'));
  if (kind === 'daily-schedule')
    return [day, t('className'), join(t('studentSmsId'), t('category'))].filter((p) => p !== '').join(' · ');
  return [day, join(t('location'), t('category'))].filter((p) => p !== '').join(' · ');
}

// ---------------------------------------------------------------------------------------------
// Whole files: CSV text or a JSON body, to rows with their line numbers.

/** A problem with the whole file (not one row): nothing of it can be imported. */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}

export interface ImportInputRow {
  /** CSV: the line the row starts on (the header is line 1). JSON: the row's index + 1. */
  line: number;
  /** Field name → value as given; a CSV column that is not in the file is left out. */
  raw: Record<string, unknown>;
}

function checkCount(n: number): void {
  if (n === 0) throw new ImportFileError(IMPORT_MESSAGES.noRows);
  if (n > IMPORT_LIMITS.maxRows) throw new ImportFileError(IMPORT_MESSAGES.tooManyRows(n));
}

/** The rows of a CSV file of that kind; throws ImportFileError for what makes the whole file unusable. */
export function readImportCsv(kind: ImportKind, csv: string): ImportInputRow[] {
  let table;
  try {
    table = parseCsv(csv);
  } catch (e) {
    if (e instanceof CsvError) throw new ImportFileError(e.message);
    throw e;
  }
  if (table.header.length === 0) throw new ImportFileError(IMPORT_MESSAGES.emptyFile);

  // Each column by its own name or its Japanese template's header.
  const known = new Map<string, string>(
    IMPORT_COLUMNS[kind].flatMap((c: ImportColumn) => [
      [importHeaderKey(IMPORT_COLUMN_HEADERS_JA[c]), c],
      [importHeaderKey(c), c],
    ]),
  );
  const columns: (string | undefined)[] = [];
  for (const h of table.header) {
    const name = known.get(importHeaderKey(h));
    if (name && columns.includes(name)) throw new ImportFileError(IMPORT_MESSAGES.columnTwice(name));
    // Columns the import does not know (an SMS export has many) are left out, not refused.
    columns.push(name);
  }
  const missing = IMPORT_REQUIRED_COLUMNS[kind].filter((c) => !columns.includes(c));
  if (missing.length > 0) throw new ImportFileError(IMPORT_MESSAGES.missingColumns(missing));
  checkCount(table.rows.length);

  return table.rows.map(({ line, values }) => {
    const raw: Record<string, unknown> = {};
    columns.forEach((name, i) => {
      // A short row has blank cells at its end, as a spreadsheet shows it.
      if (name) raw[name] = values[i] ?? '';
    });
    return { line, raw };
  });
}

const jsonBodySchema = z.object({ rows: z.array(z.unknown()) });

/** The rows of a JSON body `{ rows: [...] }`; each row is checked later, like a CSV row. */
export function readImportJson(body: unknown): ImportInputRow[] {
  const parsed = jsonBodySchema.safeParse(body);
  if (!parsed.success) throw new ImportFileError(IMPORT_MESSAGES.jsonBody);
  checkCount(parsed.data.rows.length);
  return parsed.data.rows.map((raw, i) => ({ line: i + 1, raw: raw as Record<string, unknown> }));
}

// ---------------------------------------------------------------------------------------------
// Templates.

function exampleRows(kind: ImportKind, date: string): string[][] {
  switch (kind) {
    case 'students':
      return [
        ['1001', 'Aoi Tanaka', 'K2', ''],
        ['1002', '山田 花子', 'E1', 'Allergic to eggs, has her own snack'],
      ];
    case 'daily-schedule':
      return [
        [date, 'Ikejiri', 'PM Kinder', '1001', 'reading', 'false', ''],
        [date, 'Ikejiri', 'PM Elementary', '1002', 'class', 'true', '遅刻'],
      ];
    case 'pickups':
      return [
        [date, 'Ikejiri', 'Mishuku Kindergarten', 'pick-up', '14:00', '14:20', '14:45', 'walk', 'walk', '1001 1002'],
        [date, 'Ikejiri', 'Sangenjaya Station', 'drop-off', '3:00 PM', '3:20 PM', '3:45 PM', 'train', 'train', '1001'],
      ];
  }
}

/**
 * A CSV to fill in (BOM, CRLF, header and two example rows of the demo students), dated `date` (default today),
 * its header in `language` (the values stay those the parser reads in every language).
 */
export function importTemplate(kind: ImportKind, date: string = schoolToday(), language: Language = 'en'): string {
  const header = IMPORT_COLUMNS[kind].map((c: ImportColumn) => importColumnHeader(c, language));
  return formatCsv([header, ...exampleRows(kind, date)]);
}

// ---------------------------------------------------------------------------------------------
// The API: PUT /api/imports/:kind and GET /api/imports.

export const importQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false', '1', '0'], { error: 'dryRun must be true or false' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  fileName: z
    .string()
    .trim()
    .max(IMPORT_LIMITS.fileNameMax, { error: `fileName must be at most ${IMPORT_LIMITS.fileNameMax} characters` })
    .optional()
    .transform((v) => (v ? v : null)),
});
export type ImportQuery = z.output<typeof importQuerySchema>;

const count = z.number().int();
export const importRunCountsSchema = z.object({ create: count, update: count, unchanged: count, kept: count });
export type ImportRunCounts = z.infer<typeof importRunCountsSchema>;
export const importCountsSchema = importRunCountsSchema.extend({ error: count });
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const importRowResultSchema = z.object({
  line: z.number().int(),
  action: z.enum(IMPORT_ACTIONS),
  label: z.string(),
  messages: z.array(z.string()),
});
export type ImportRowResult = z.infer<typeof importRowResultSchema>;

export const importRunSchema = z.object({
  id: z.string(),
  kind: z.enum(IMPORT_KINDS),
  fileName: z.string().nullable(),
  createdAt: z.string(),
  userName: z.string(),
  counts: importRunCountsSchema,
});
export type ImportRunDto = z.infer<typeof importRunSchema>;

export const importReportSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  dryRun: z.boolean(),
  counts: importCountsSchema,
  rows: z.array(importRowResultSchema),
  run: importRunSchema.nullable(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const importRunsResponseSchema = z.object({ runs: z.array(importRunSchema) });
export type ImportRunsResponse = z.infer<typeof importRunsResponseSchema>;

/** GET /api/imports lists this many runs, newest first. */
export const IMPORT_RUNS_LISTED = 50;

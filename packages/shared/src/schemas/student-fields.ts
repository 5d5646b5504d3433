import { z } from 'zod';
import { STUDENT_LIMITS } from '../constants.ts';

/**
 * A student's own fields, declared once (decision 0025): the import's columns and row schema, the students
 * repository's columns and batches, the presenter and a session's student are derived from this list.
 * The reading setting and the photo are not here: they have their own screens and shapes.
 *
 * - `label`: how messages name it ('name must be at most 99 characters').
 * - `type` and `max`: a whole number up to `max` (an SMS ID) or text of at most `max` characters; `nullable`:
 *   the column may be null (and the record shows null).
 * - `imported`: the students import's column of that name, `'required'`, or `'optional'` with `empty` as the
 *   value of a blank cell (a missing column keeps the stored value); `false` for a field the school keeps
 *   itself (comments).
 * - `onSession`: a session shows it beside the student's name.
 * - `title`: how a screen heads it ('Grade K2', the 'Remarks' heading); `importHelp`: what the Imports page says
 *   its column accepts; `editable`: the student page's PATCH may change it.
 * - `shown`: where the student page (and, for a field `onSession`, the session screen) shows it: the `heading`,
 *   the `summary` line under it ('Grade K2 · SMS ID 123'), or the `notes` beside the reading comments;
 *   `order` places it among the others shown there (declaration order otherwise).
 */
export const STUDENT_FIELDS = {
  smsId: {
    label: 'SMS ID',
    type: 'smsId',
    max: STUDENT_LIMITS.smsIdMax,
    imported: 'required',
    onSession: true,
    nullable: false,
    title: 'SMS ID',
    importHelp: 'SMS ID: a number of up to 5 digits',
    editable: false,
    shown: 'summary',
    order: 2,
  },
  name: {
    label: 'name',
    type: 'text',
    max: STUDENT_LIMITS.nameMax,
    imported: 'required',
    onSession: true,
    nullable: false,
    title: 'Name',
    importHelp: `Full name, up to ${STUDENT_LIMITS.nameMax} characters`,
    editable: false,
    shown: 'heading',
  },
  grade: {
    label: 'grade',
    type: 'text',
    max: STUDENT_LIMITS.gradeMax,
    imported: 'optional',
    empty: '',
    onSession: true,
    nullable: false,
    title: 'Grade',
    importHelp: `e.g. K2 or E3, up to ${STUDENT_LIMITS.gradeMax} characters`,
    editable: false,
    shown: 'summary',
    order: 1,
  },
  remarks: {
    label: 'remarks',
    type: 'text',
    max: STUDENT_LIMITS.remarksMax,
    imported: 'optional',
    empty: null,
    onSession: false,
    nullable: true,
    title: 'Remarks',
    importHelp: `Notes, up to ${STUDENT_LIMITS.remarksMax} characters`,
    editable: true,
    shown: 'notes',
  },
  comments: {
    label: 'comments',
    type: 'text',
    max: STUDENT_LIMITS.commentsMax,
    imported: false,
    onSession: true,
    nullable: true,
    title: 'Comments',
    editable: true,
    shown: 'notes',
  },
} as const satisfies Record<string, StudentFieldSpec>;

export interface StudentFieldSpec {
  label: string;
  type: 'smsId' | 'text';
  max: number;
  imported: 'required' | 'optional' | false;
  empty?: string | null;
  onSession: boolean;
  nullable: boolean;
  title: string;
  importHelp?: string;
  editable: boolean;
  shown: 'heading' | 'summary' | 'notes';
  order?: number;
}

type Fields = typeof STUDENT_FIELDS;
export type StudentFieldName = keyof Fields;
type Spec<K extends StudentFieldName> = Fields[K];
type FieldsWhere<P> = { [K in StudentFieldName]: Fields[K] extends P ? K : never }[StudentFieldName];

/** The fields the students import reads, in the template's column order. */
export type ImportedStudentField = FieldsWhere<{ imported: 'required' | 'optional' }>;
/** The fields a session shows of its student. */
export type SessionStudentField = FieldsWhere<{ onSession: true }>;
/** The fields the student page's PATCH may change. */
export type EditableStudentField = FieldsWhere<{ editable: true }>;

type ImportedValue<K extends ImportedStudentField> =
  Spec<K> extends { type: 'smsId' } ? number : Spec<K> extends { empty: infer E } ? string | E : string;

/** A valid row of the students import: the required columns, and the optional ones when the file has them. */
export type StudentImportRow = {
  [K in ImportedStudentField as Spec<K> extends { imported: 'required' } ? K : never]: ImportedValue<K>;
} & {
  [K in ImportedStudentField as Spec<K> extends { imported: 'optional' } ? K : never]?: ImportedValue<K>;
};

const names = Object.keys(STUDENT_FIELDS) as StudentFieldName[];

export const STUDENT_FIELD_NAMES: readonly StudentFieldName[] = names;
export const IMPORTED_STUDENT_FIELDS = names.filter(
  (name) => STUDENT_FIELDS[name].imported !== false,
) as readonly ImportedStudentField[];
/** What an import may change on a student it finds by SMS ID (the SMS ID is how it finds them). */
export const UPDATED_STUDENT_FIELDS = IMPORTED_STUDENT_FIELDS.filter(
  (name): name is Exclude<ImportedStudentField, 'smsId'> => name !== 'smsId',
);
export const SESSION_STUDENT_FIELDS = names.filter(
  (name) => STUDENT_FIELDS[name].onSession,
) as readonly SessionStudentField[];
export const EDITABLE_STUDENT_FIELDS = names.filter(
  (name) => STUDENT_FIELDS[name].editable,
) as readonly EditableStudentField[];

/** The fields a screen shows in one place, in their `order`. */
export function studentFieldsShown(place: StudentFieldSpec['shown']): readonly StudentFieldName[] {
  const rank = (name: StudentFieldName) => {
    const spec: StudentFieldSpec = STUDENT_FIELDS[name];
    return spec.order ?? names.indexOf(name);
  };
  return names.filter((name) => STUDENT_FIELDS[name].shown === place).sort((a, b) => rank(a) - rank(b));
}

/** The Imports page's help for each column of the students import. */
export const STUDENT_IMPORT_HELP: Readonly<Record<string, string>> = Object.fromEntries(
  IMPORTED_STUDENT_FIELDS.map((name) => {
    const spec: StudentFieldSpec = STUDENT_FIELDS[name];
    return [name, spec.importHelp ?? ''];
  }),
);

/** The value of a blank optional cell: a new student gets it. */
export function emptyStudentValue(name: ImportedStudentField): string | null {
  const spec: StudentFieldSpec = STUDENT_FIELDS[name];
  return spec.empty ?? null;
}

/** The zod type of the field's value in a record (the API document's Student). */
export function studentFieldSchema(name: StudentFieldName) {
  const spec: StudentFieldSpec = STUDENT_FIELDS[name];
  const value = spec.type === 'smsId' ? z.number().int().min(1).max(spec.max) : z.string().max(spec.max);
  return spec.nullable ? value.nullable() : value;
}

/** Those properties of `source`, as a new object. */
export function pickFields<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) out[key] = source[key];
  return out;
}

import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, validateImportRow } from './imports.ts';
import {
  EDITABLE_STUDENT_FIELDS,
  IMPORTED_STUDENT_FIELDS,
  STUDENT_IMPORT_HELP,
  SESSION_STUDENT_FIELDS,
  STUDENT_FIELD_NAMES,
  UPDATED_STUDENT_FIELDS,
  emptyStudentValue,
  studentFieldSchema,
  studentFieldsShown,
} from './student-fields.ts';
import { STUDENT_MSG, updateStudentSchema } from '../index.ts';

describe('STUDENT_FIELDS', () => {
  it('gives the import its columns, in template order, and a session its student', () => {
    expect(STUDENT_FIELD_NAMES).toEqual(['smsId', 'name', 'grade', 'remarks', 'comments']);
    expect(IMPORTED_STUDENT_FIELDS).toEqual(['smsId', 'name', 'grade', 'remarks']);
    expect(IMPORT_COLUMNS.students).toEqual(IMPORTED_STUDENT_FIELDS);
    expect(UPDATED_STUDENT_FIELDS).toEqual(['name', 'grade', 'remarks']);
    expect(SESSION_STUDENT_FIELDS).toEqual(['smsId', 'name', 'grade', 'comments']);
  });

  it("builds the import's row schema: required, blank and missing cells as declared", () => {
    expect(validateImportRow('students', { smsId: '7', name: 'Aoi', grade: '', remarks: '' })).toEqual({
      ok: true,
      data: { smsId: 7, name: 'Aoi', grade: '', remarks: null },
    });
    expect(validateImportRow('students', { smsId: '7', name: 'Aoi' })).toEqual({
      ok: true,
      data: { smsId: 7, name: 'Aoi' },
    });
    expect(validateImportRow('students', { smsId: '', name: 'a'.repeat(100) })).toEqual({
      ok: false,
      messages: ['SMS ID is required', 'name must be at most 99 characters'],
    });
    expect(emptyStudentValue('grade')).toBe('');
    expect(emptyStudentValue('remarks')).toBeNull();
  });

  it("types a record's values: nullable where the column is", () => {
    expect(studentFieldSchema('remarks').safeParse(null).success).toBe(true);
    expect(studentFieldSchema('name').safeParse(null).success).toBe(false);
    expect(studentFieldSchema('smsId').safeParse(100000).success).toBe(false);
  });

  it("gives the web its places and the page's PATCH its fields, with the page's messages", () => {
    expect(studentFieldsShown('heading')).toEqual(['name']);
    expect(studentFieldsShown('summary')).toEqual(['grade', 'smsId']);
    expect(studentFieldsShown('notes')).toEqual(['remarks', 'comments']);
    expect(EDITABLE_STUDENT_FIELDS).toEqual(['remarks', 'comments']);
    expect(Object.keys(STUDENT_IMPORT_HELP)).toEqual(IMPORTED_STUDENT_FIELDS);
    expect(STUDENT_IMPORT_HELP.remarks).toBe('Notes, up to 2000 characters');
    const tooLong = updateStudentSchema.safeParse({ remarks: 'x'.repeat(2001), comments: 'x'.repeat(2001) });
    expect(tooLong.error?.issues.map((i) => i.message)).toEqual([STUDENT_MSG.remarksMax, STUDENT_MSG.commentsMax]);
    expect(updateStudentSchema.parse({ remarks: '  ', comments: 'ok' })).toEqual({ remarks: null, comments: 'ok' });
  });
});

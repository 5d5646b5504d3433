import { describe, expect, it } from 'vitest';
import { parseCsv } from '../domain/csv.ts';
import {
  IMPORT_COLUMNS,
  IMPORT_KINDS,
  importHeaderKey,
  importQuerySchema,
  importReportSchema,
  importRowKey,
  importRowLabel,
  importTemplate,
  normaliseImportTime,
  readImportCsv,
  readImportJson,
  validateImportRow,
  type ImportKind,
} from './imports.ts';

const errorsOf = (kind: ImportKind, raw: unknown) => {
  const r = validateImportRow(kind, raw);
  return r.ok ? [] : r.messages;
};
const dataOf = <K extends ImportKind>(kind: K, raw: unknown) => {
  const r = validateImportRow(kind, raw);
  if (!r.ok) throw new Error(r.messages.join('; '));
  return r.data;
};

const schedule = {
  date: '2026-11-22',
  schoolName: 'Ikejiri',
  className: 'PM Kinder',
  studentSmsId: '1001',
  category: 'reading',
};
const pickup = {
  date: '2026-11-22',
  schoolName: 'Gakugei',
  location: 'Mishuku Kindergarten',
  category: 'pick-up',
  studentSmsIds: '1001',
};

describe('student rows', () => {
  it('reads CSV text and JSON values alike', () => {
    expect(dataOf('students', { smsId: ' 1001 ', name: ' Aoi Tanaka ', grade: 'K2', remarks: '' })).toEqual({
      smsId: 1001,
      name: 'Aoi Tanaka',
      grade: 'K2',
      remarks: null,
    });
    expect(dataOf('students', { smsId: 1001, name: '山田 花子', grade: null, remarks: 'Allergic to eggs' })).toEqual({
      smsId: 1001,
      name: '山田 花子',
      grade: '',
      remarks: 'Allergic to eggs',
    });
  });

  it('leaves out optional fields that are not given, so a stored value stays', () => {
    expect(dataOf('students', { smsId: '7', name: 'A' })).toEqual({ smsId: 7, name: 'A' });
  });

  it('names every problem of a row', () => {
    expect(errorsOf('students', {})).toEqual(['SMS ID is required', 'name is required']);
    expect(errorsOf('students', { smsId: 'abc', name: '  ' })).toEqual([
      'SMS ID "abc" is not a number',
      'name is required',
    ]);
    expect(errorsOf('students', { smsId: '100000', name: 'A' })).toEqual(['SMS ID must be from 1 to 99999']);
    expect(errorsOf('students', { smsId: '0', name: 'A' })).toEqual(['SMS ID must be from 1 to 99999']);
    expect(errorsOf('students', { smsId: '-3', name: 'A' })).toEqual(['SMS ID "-3" is not a number']);
    expect(errorsOf('students', { smsId: 1.5, name: 'A' })).toEqual(['SMS ID "1.5" is not a number']);
    expect(
      errorsOf('students', { smsId: '1', name: 'x'.repeat(100), grade: 'g'.repeat(21), remarks: 'r'.repeat(2001) }),
    ).toEqual([
      'name must be at most 99 characters',
      'grade must be at most 20 characters',
      'remarks must be at most 2000 characters',
    ]);
    // The student page's limit: remarks typed there import again unchanged.
    expect(errorsOf('students', { smsId: '1', name: 'A', remarks: 'r'.repeat(2000) })).toEqual([]);
  });

  it('reports values of the wrong shape instead of throwing', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(errorsOf('students', { smsId: { a: 1 }, name: circular })).toEqual(['SMS ID "{"a":1}" is not a number']);
    expect(dataOf('students', { smsId: 10n, name: Symbol('x') })).toEqual({ smsId: 10, name: 'Symbol(x)' });
    expect(dataOf('students', { smsId: 10n, name: Object.create(null) })).toEqual({ smsId: 10, name: '{}' });
  });

  it('refuses a row that is not an object', () => {
    expect(errorsOf('students', 5)).toEqual(['the row must be an object of fields']);
    expect(errorsOf('students', [1, 'A'])).toEqual(['the row must be an object of fields']);
    expect(errorsOf('students', null)).toEqual(['the row must be an object of fields']);
  });
});

describe('daily schedule rows', () => {
  it('normalises school, class, category, arrival and exception', () => {
    expect(
      dataOf('daily-schedule', {
        ...schedule,
        schoolName: 'ikejiri',
        className: 'pm  kinder',
        category: 'Reading',
        arrived: 'YES',
        attendanceException: 'Double Session',
      }),
    ).toEqual({
      date: '2026-11-22',
      schoolName: 'Ikejiri',
      className: 'PM Kinder',
      studentSmsId: 1001,
      category: 'reading',
      arrived: true,
      attendanceException: 'double',
    });
  });

  it('reads every way of writing arrived', () => {
    for (const v of ['true', 'TRUE', 'yes', 'Yes', '1', true, 1])
      expect(dataOf('daily-schedule', { ...schedule, arrived: v })).toMatchObject({ arrived: true });
    for (const v of ['false', 'no', 'NO', '0', '', false, 0, null])
      expect(dataOf('daily-schedule', { ...schedule, arrived: v })).toMatchObject({ arrived: false });
    expect(dataOf('daily-schedule', schedule)).not.toHaveProperty('arrived');
  });

  it('reads the attendance exceptions and their aliases', () => {
    const exceptionOf = (v: unknown) =>
      (dataOf('daily-schedule', { ...schedule, attendanceException: v }) as { attendanceException: unknown })
        .attendanceException;
    expect(exceptionOf('欠席')).toBe('欠席');
    expect(exceptionOf('遅刻')).toBe('遅刻');
    expect(exceptionOf('double')).toBe('double');
    expect(exceptionOf('double session')).toBe('double');
    expect(exceptionOf('absent')).toBe('欠席');
    expect(exceptionOf('late')).toBe('遅刻');
    expect(exceptionOf('')).toBeNull();
  });

  it('names every problem of a row', () => {
    expect(errorsOf('daily-schedule', {})).toEqual([
      'date is required',
      'school is required',
      'class name is required',
      'student SMS ID is required',
      'category is required',
    ]);
    expect(
      errorsOf('daily-schedule', {
        date: '2026-13-01',
        schoolName: 'Shibuya',
        className: 'Z9',
        studentSmsId: 'x1',
        category: 'lesson',
        arrived: 'maybe',
        attendanceException: 'sick',
      }),
    ).toEqual([
      'bad date "2026-13-01" (use YYYY-MM-DD)',
      'unknown school "Shibuya" (use Ikejiri or Gakugei)',
      'unknown class name "Z9"',
      'student SMS ID "x1" is not a number',
      'unknown category "lesson" (use reading or class)',
      'arrived must be true or false, not "maybe"',
      'unknown attendance exception "sick" (use 欠席, 遅刻 or double session)',
    ]);
    expect(errorsOf('daily-schedule', { ...schedule, date: '22/11/2026' })).toEqual([
      'bad date "22/11/2026" (use YYYY-MM-DD)',
    ]);
    expect(errorsOf('daily-schedule', { ...schedule, date: '2026-02-30' })).toEqual([
      'bad date "2026-02-30" (use YYYY-MM-DD)',
    ]);
    expect(errorsOf('daily-schedule', { ...schedule, date: '2101-01-05' })).toEqual([
      'Date should not be after maximal date: "2101-01-05"',
    ]);
  });
});

describe('pickup rows', () => {
  it('normalises times to HH:mm, blank ones to null, and reads SMS ID lists', () => {
    expect(
      dataOf('pickups', {
        ...pickup,
        category: 'Drop Off',
        timeToLeave: '9:05',
        timeToPickup: '3:20 PM',
        timeToReturn: '',
        outwardMethod: 'walk',
        returnMethod: '',
        studentSmsIds: '1001 1002;1003|1004 ; 1001',
      }),
    ).toEqual({
      date: '2026-11-22',
      schoolName: 'Gakugei',
      location: 'Mishuku Kindergarten',
      category: 'drop-off',
      timeToLeave: '09:05',
      timeToPickup: '15:20',
      timeToReturn: null,
      outwardMethod: 'walk',
      returnMethod: null,
      studentSmsIds: [1001, 1002, 1003, 1004],
    });
  });

  it('takes a JSON list of SMS IDs or the same text', () => {
    expect(dataOf('pickups', { ...pickup, studentSmsIds: [1002, 1001] })).toMatchObject({
      studentSmsIds: [1002, 1001],
    });
    expect(dataOf('pickups', { ...pickup, studentSmsIds: '1002|1001' })).toMatchObject({ studentSmsIds: [1002, 1001] });
    expect(dataOf('pickups', { ...pickup, studentSmsIds: '1002, 1001' })).toMatchObject({
      studentSmsIds: [1002, 1001],
    });
  });

  it('names every problem of a row', () => {
    expect(errorsOf('pickups', {})).toEqual([
      'date is required',
      'school is required',
      'location is required',
      'category is required',
      'student SMS IDs are required (separate them with spaces, ; or |)',
    ]);
    expect(
      errorsOf('pickups', {
        ...pickup,
        location: 'L'.repeat(100),
        category: 'walk',
        timeToLeave: '25:00',
        timeToPickup: '13:00 PM',
        timeToReturn: 'noon',
        outwardMethod: 'm'.repeat(41),
        returnMethod: 'm'.repeat(41),
        studentSmsIds: '1001, abc',
      }),
    ).toEqual([
      'location must be at most 99 characters',
      'unknown category "walk" (use pick-up or drop-off)',
      'time to leave "25:00" is not a time (use HH:mm or h:mm AM/PM)',
      'time to pick up "13:00 PM" is not a time (use HH:mm or h:mm AM/PM)',
      'time to return "noon" is not a time (use HH:mm or h:mm AM/PM)',
      'outward method must be at most 40 characters',
      'return method must be at most 40 characters',
      'student SMS ID "abc" is not an SMS ID (1 to 99999)',
    ]);
    expect(errorsOf('pickups', { ...pickup, studentSmsIds: [] })).toEqual([
      'student SMS IDs are required (separate them with spaces, ; or |)',
    ]);
    expect(errorsOf('pickups', { ...pickup, studentSmsIds: ' ; | ' })).toEqual([
      'student SMS IDs are required (separate them with spaces, ; or |)',
    ]);
  });
});

describe('normaliseImportTime', () => {
  it('reads 24-hour and AM/PM times', () => {
    expect(normaliseImportTime('00:00')).toBe('00:00');
    expect(normaliseImportTime('23:59')).toBe('23:59');
    expect(normaliseImportTime('14:30:00')).toBe('14:30');
    expect(normaliseImportTime('12:00 AM')).toBe('00:00');
    expect(normaliseImportTime('12:15 pm')).toBe('12:15');
    expect(normaliseImportTime('1:05PM')).toBe('13:05');
    expect(normaliseImportTime('11:59 a.m.')).toBe('11:59');
  });

  it('refuses what is not a time of day', () => {
    for (const v of ['24:00', '9:60', '0:30 PM', '13:00 AM', '930', '9.30', ''])
      expect(normaliseImportTime(v)).toBeNull();
  });
});

describe('keys and labels', () => {
  it('keys rows by what identifies them', () => {
    expect(importRowKey('students', dataOf('students', { smsId: '42', name: 'A' }))).toBe('42');
    expect(importRowKey('daily-schedule', dataOf('daily-schedule', { ...schedule, className: 'AM Bilingual' }))).toBe(
      '2026-11-22|Ikejiri|1001|reading',
    );
    expect(importRowKey('pickups', dataOf('pickups', pickup))).toBe('2026-11-22|Gakugei|Mishuku Kindergarten|pick-up');
  });

  it('labels rows as the contract shows, even invalid ones', () => {
    expect(importRowLabel('students', { smsId: '12345', name: 'Taro Yamada' })).toBe('12345 Taro Yamada');
    expect(importRowLabel('students', { smsId: 12345 })).toBe('12345');
    expect(importRowLabel('daily-schedule', { ...schedule })).toBe('2026-11-22 Ikejiri · PM Kinder · 1001 reading');
    expect(importRowLabel('pickups', { ...pickup, schoolName: 'Ikejiri' })).toBe(
      '2026-11-22 Ikejiri · Mishuku Kindergarten pick-up',
    );
    expect(importRowLabel('pickups', 'nonsense')).toBe('');
  });
});

describe('readImportCsv', () => {
  it('matches headers ignoring case, spaces and underscores, and drops unknown columns', () => {
    expect(importHeaderKey('Student SMS_ID')).toBe('studentsmsid');
    const rows = readImportCsv(
      'students',
      '\uFEFFSMS ID,NAME,Class Teacher,remarks\r\n1001,"Tanaka, Aoi",Ms Kim,"says ""hi"""\r\n',
    );
    expect(rows).toEqual([{ line: 2, raw: { smsId: '1001', name: 'Tanaka, Aoi', remarks: 'says "hi"' } }]);
  });

  it('fills the missing cells of a short row with blanks', () => {
    expect(readImportCsv('students', 'smsId,name,grade\n1001,A\n')).toEqual([
      { line: 2, raw: { smsId: '1001', name: 'A', grade: '' } },
    ]);
  });

  it('refuses files it cannot import as a whole', () => {
    expect(() => readImportCsv('students', '')).toThrow('the file is empty');
    expect(() => readImportCsv('students', '\uFEFF\r\n')).toThrow('the file is empty');
    expect(() => readImportCsv('students', 'smsId,name\r\n')).toThrow('the file has no data rows');
    expect(() =>
      readImportCsv('daily-schedule', 'date,schoolName,className,category\n2026-11-22,Ikejiri,PM Kinder,reading\n'),
    ).toThrow('missing column: studentSmsId');
    expect(() => readImportCsv('pickups', 'date,schoolName\n2026-11-22,Ikejiri\n')).toThrow(
      'missing columns: location, category, studentSmsIds',
    );
    expect(() => readImportCsv('students', 'smsId,name,Name\n1,A,B\n')).toThrow('column "name" appears twice');
    expect(() => readImportCsv('students', 'smsId,name\n1,"A\n2,B\n')).toThrow(
      'a quoted field starting on line 2 is never closed',
    );
  });

  it('refuses more than 20,000 rows', () => {
    const many = 'smsId,name\n' + Array.from({ length: 20_001 }, (_, i) => `${i + 1},A`).join('\n');
    expect(() => readImportCsv('students', many)).toThrow('the file has 20,001 rows; import at most 20,000 at a time');
  });
});

describe('readImportJson', () => {
  it('numbers JSON rows from 1', () => {
    expect(readImportJson({ rows: [{ smsId: 1, name: 'A' }, 'x'] })).toEqual([
      { line: 1, raw: { smsId: 1, name: 'A' } },
      { line: 2, raw: 'x' },
    ]);
  });

  it('refuses a body without a list of rows, or with none', () => {
    expect(() => readImportJson({})).toThrow('the body must be { "rows": [ … ] } with one object per row');
    expect(() => readImportJson([{ smsId: 1 }])).toThrow('the body must be');
    expect(() => readImportJson({ rows: [] })).toThrow('the file has no data rows');
  });
});

describe('importTemplate', () => {
  it('is a CSV with BOM and CRLF whose two example rows import cleanly', () => {
    for (const kind of IMPORT_KINDS) {
      const csv = importTemplate(kind, '2026-11-22');
      expect(csv.startsWith('\uFEFF')).toBe(true);
      expect(csv).toContain('\r\n');
      expect(parseCsv(csv).header).toEqual(IMPORT_COLUMNS[kind]);
      const rows = readImportCsv(kind, csv);
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(validateImportRow(kind, row.raw)).toMatchObject({ ok: true });
    }
    expect(importTemplate('daily-schedule', '2026-11-22')).toContain('2026-11-22,Ikejiri,PM Kinder,1001,reading');
  });
});

describe('importQuerySchema and importReportSchema', () => {
  it('defaults to applying, and reads a file name', () => {
    expect(importQuerySchema.parse({})).toEqual({ dryRun: false, fileName: null });
    expect(importQuerySchema.parse({ dryRun: 'true', fileName: ' day.csv ' })).toEqual({
      dryRun: true,
      fileName: 'day.csv',
    });
    expect(importQuerySchema.safeParse({ dryRun: 'maybe' }).error?.issues[0]?.message).toBe(
      'dryRun must be true or false',
    );
  });

  it('describes a report', () => {
    const report = {
      kind: 'students',
      dryRun: true,
      counts: { create: 1, update: 0, unchanged: 0, kept: 0, error: 0 },
      rows: [{ line: 2, action: 'create', label: '1001 A', messages: [] }],
      run: null,
    };
    expect(importReportSchema.parse(report)).toEqual(report);
    expect(importReportSchema.safeParse({ ...report, rows: [{ ...report.rows[0], action: 'delete' }] }).success).toBe(
      false,
    );
  });
});

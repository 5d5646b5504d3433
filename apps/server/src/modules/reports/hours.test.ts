import type { HoursReport } from '@school-ops/shared';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { api } from '../../test/api.ts';
import { buildShift, buildStaff, buildUser } from '../../test/factories/index.ts';
import { updateUser } from '../users/index.ts';
import { AUTHORITY, ROLE } from '@school-ops/shared';

/** The files' English column headers. */
const HEADERS = [
  'Name',
  'Row',
  'Date',
  'Week end',
  'School',
  'Times',
  'Shifts',
  'Hours',
  'Max hours',
  'Over max hours',
];

const t = useTestApp();
const db = () => t.database.db;

/**
 * March 2026 begins on a Sunday: its weeks run from Monday 23 February to Sunday 5 April. Aiko (max 10 hours a
 * week) works across both edges and over her max in the week of 2 March; Ben has no max. Hand-counted below.
 */
async function march() {
  const staff = await buildStaff(db());
  const aiko = await buildUser(db(), { name: 'Aiko Part', role: ROLE.partTimeTeacher, maxHours: 10 });
  const ben = await buildUser(db(), { name: 'Ben Full', role: ROLE.fullTimeTeacher });
  const carl = await buildUser(db(), { name: 'Carl April', role: ROLE.partTimeTeacher, maxHours: 5 });
  const confirmed = (userId: string, date: string, schoolName: string, startTime: string, endTime: string) =>
    buildShift(db(), { userId, date, status: 2, schoolName, startTime, endTime });
  await confirmed(aiko.id, '2026-02-27', 'Ikejiri', '09:00', '13:00'); // 4 h, February: its week only
  await confirmed(aiko.id, '2026-03-01', 'Ikejiri', '10:00', '13:30'); // 3.5 h
  await confirmed(aiko.id, '2026-03-02', 'Ikejiri', '10:30', '19:30'); // 9 h
  await confirmed(aiko.id, '2026-03-03', 'Gakugei', '14:00', '16:00'); // 2 h
  await confirmed(aiko.id, '2026-03-03', 'Ikejiri', '09:00', '11:00'); // 2 h
  await buildShift(db(), { userId: aiko.id, date: '2026-03-10', status: 1 }); // assigned: not hours yet
  await buildShift(db(), {
    userId: aiko.id,
    date: '2026-03-11',
    status: -1,
    schoolName: 'Ikejiri',
    startTime: '10:00',
    endTime: '12:00',
  });
  await buildShift(db(), { userId: aiko.id, date: '2026-03-12', status: 0 }); // availability
  await confirmed(aiko.id, '2026-03-31', 'Gakugei', '10:00', '12:15'); // 2.25 h
  await confirmed(aiko.id, '2026-04-01', 'Gakugei', '10:00', '12:00'); // 2 h, April: its week only
  await confirmed(ben.id, '2026-03-16', 'Ikejiri', '10:00', '18:00'); // 8 h
  await confirmed(carl.id, '2026-04-02', 'Ikejiri', '10:00', '18:00'); // April only: not in March's report
  return { ...staff, aiko, ben };
}

const week = (weekStart: string, weekEnd: string, hours: number, overMax = false) => ({
  weekStart,
  weekEnd,
  hours,
  overMax,
});

describe('GET /api/reports/hours', () => {
  it('counts confirmed hours per day, per ISO week against max hours, per school and in total', async () => {
    const { manager, aiko, ben } = await march();
    const res = await api(t.app, manager.token).get('/api/reports/hours?month=2026-03');
    expect(res.statusCode).toBe(200);
    const report = res.json<{ document: HoursReport }>().document;
    expect(report).toMatchObject({ month: '2026-03', first: '2026-03-01', last: '2026-03-31', totalHours: 26.75 });
    expect(report.schools).toEqual([
      { schoolName: 'Gakugei', hours: 4.25, shifts: 2 },
      { schoolName: 'Ikejiri', hours: 22.5, shifts: 4 },
    ]);
    expect(report.people.map((p) => p.name)).toEqual(['Aiko Part', 'Ben Full']);

    const [a, b] = report.people;
    expect(a).toMatchObject({ userId: aiko.id, maxHours: 10, totalHours: 18.75, shifts: 5 });
    expect(a!.days).toEqual([
      { date: '2026-03-01', hours: 3.5, shifts: [{ schoolName: 'Ikejiri', startTime: '10:00', endTime: '13:30' }] },
      { date: '2026-03-02', hours: 9, shifts: [{ schoolName: 'Ikejiri', startTime: '10:30', endTime: '19:30' }] },
      {
        date: '2026-03-03',
        hours: 4,
        shifts: [
          { schoolName: 'Ikejiri', startTime: '09:00', endTime: '11:00' },
          { schoolName: 'Gakugei', startTime: '14:00', endTime: '16:00' },
        ],
      },
      { date: '2026-03-31', hours: 2.25, shifts: [{ schoolName: 'Gakugei', startTime: '10:00', endTime: '12:15' }] },
    ]);
    expect(a!.weeks).toEqual([
      week('2026-02-23', '2026-03-01', 7.5),
      week('2026-03-02', '2026-03-08', 13, true),
      week('2026-03-09', '2026-03-15', 0),
      week('2026-03-16', '2026-03-22', 0),
      week('2026-03-23', '2026-03-29', 0),
      week('2026-03-30', '2026-04-05', 4.25),
    ]);
    expect(a!.schools).toEqual([
      { schoolName: 'Gakugei', hours: 4.25, shifts: 2 },
      { schoolName: 'Ikejiri', hours: 14.5, shifts: 3 },
    ]);
    expect(b).toMatchObject({ userId: ben.id, maxHours: null, totalHours: 8, shifts: 1 });
    // No max hours, no limit.
    expect(b!.weeks[3]).toEqual(week('2026-03-16', '2026-03-22', 8));
  });

  it('answers an empty month with no people and zero hours', async () => {
    const { manager } = await buildStaff(db());
    const res = await api(t.app, manager.token).get('/api/reports/hours?month=2025-01');
    expect(res.statusCode).toBe(200);
    expect(res.json().document).toEqual({
      month: '2025-01',
      first: '2025-01-01',
      last: '2025-01-31',
      people: [],
      schools: [],
      totalHours: 0,
    });
  });

  it('downloads the same figures as CSV, plain or for Excel (Japanese), headers in the reader’s language', async () => {
    const { manager } = await march();
    const plain = await api(t.app, manager.token).get('/api/reports/hours?month=2026-03&format=csv');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(plain.headers['content-disposition']).toBe('attachment; filename="hours-2026-03.csv"');
    expect(plain.body.startsWith('Name,Row,Date')).toBe(true);
    const rows = Papa.parse<string[]>(plain.body, { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(HEADERS);
    expect(rows).toContainEqual([
      'Aiko Part',
      'Day',
      '2026-03-03',
      '',
      'Ikejiri Gakugei',
      '9:00 AM–11:00 AM, 2:00 PM–4:00 PM',
      '2',
      '4',
      '',
      '',
    ]);
    expect(rows).toContainEqual(['Aiko Part', 'Week', '2026-03-02', '2026-03-08', '', '', '', '13', '10', 'yes']);
    expect(rows).toContainEqual(['Aiko Part', 'Total', '', '', '', '', '5', '18.75', '10', '']);
    expect(rows.at(-1)).toEqual(['Everyone', 'Total', '', '', '', '', '6', '26.75', '', '']);

    await updateUser(db(), manager.id, { language: 'ja' });
    const excel = await api(t.app, manager.token).get('/api/reports/hours?month=2026-03&format=csv&bom=1');
    expect(excel.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const ja = Papa.parse<string[]>(excel.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(ja[0]!.slice(0, 3)).toEqual(['氏名', '区分', '日付']);
    expect(ja).toContainEqual(['Aiko Part', '週', '2026-03-02', '2026-03-08', '', '', '', '13', '10', 'はい']);
    expect(ja).toContainEqual([
      'Aiko Part',
      '日',
      '2026-03-03',
      '',
      'Ikejiri Gakugei',
      '09:00–11:00, 14:00–16:00',
      '2',
      '4',
      '',
      '',
    ]);
  });

  it('downloads an Excel workbook that exceljs reads back, numbers as numbers', async () => {
    const { supervisor } = await march();
    const res = await api(t.app, supervisor.token).get('/api/reports/hours?month=2026-03&format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="hours-2026-03.xlsx"');
    // A zip archive.
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Hours')!;
    // exceljs numbers cells from 1 and leaves empty cells out.
    const values = sheet
      .getSheetValues()
      .filter(Array.isArray)
      .map((row) => Array.from({ length: 10 }, (_, i) => (row[i + 1] as unknown) ?? ''));
    expect(values[0]).toEqual(HEADERS);
    expect(values).toContainEqual(['Aiko Part', 'Week', '2026-03-02', '2026-03-08', '', '', '', 13, 10, 'yes']);
    expect(values.at(-1)).toEqual(['Everyone', 'Total', '', '', '', '', 6, 26.75, '', '']);
  });

  it('is for supervisors and up, and refuses a month it cannot read', async () => {
    const { admin, supervisor, fullTimer, partTimer } = await buildStaff(db());
    expect((await api(t.app, admin.token).get('/api/reports/hours?month=2026-03')).statusCode).toBe(200);
    expect((await api(t.app, supervisor.token).get('/api/reports/hours?month=2026-03')).statusCode).toBe(200);
    for (const user of [fullTimer, partTimer]) {
      const res = await api(t.app, user.token).get('/api/reports/hours?month=2026-03&format=csv');
      expect(res.statusCode).toBe(403);
    }
    expect((await api(t.app).get('/api/reports/hours?month=2026-03')).statusCode).toBe(401);
    for (const bad of ['month=2026-3', 'month=2026-13', '', 'month=2026-03&format=pdf']) {
      const res = await api(t.app, supervisor.token).get(`/api/reports/hours?${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toMatch(/^(report|request)\./);
    }
    expect(AUTHORITY.supervisor).toBe(supervisor.authority);
  });
});

import type { SessionsReport } from '@school-ops/shared';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { api } from '../../test/api.ts';
import { buildSession, buildStaff, buildStudent } from '../../test/factories/index.ts';

const t = useTestApp();
const db = () => t.database.db;

/** Hana's March at Ikejiri (hand-counted in the tests), one session of hers in April, Kenta's absence at Gakugei. */
async function march() {
  const staff = await buildStaff(db());
  const hana = await buildStudent(db(), { smsId: 1001, name: 'Hana Mori' });
  const kenta = await buildStudent(db(), { smsId: 1002, name: 'Kenta Abe' });
  const at = { studentId: hana.id, schoolName: 'Ikejiri', className: 'PM Elementary' } as const;
  await buildSession(db(), { ...at, date: '2026-03-02', category: 'reading', status: 'completed' });
  await buildSession(db(), {
    ...at,
    date: '2026-03-03',
    category: 'class',
    status: 'completed',
    attendanceException: '遅刻',
  });
  await buildSession(db(), { ...at, date: '2026-03-03', category: 'reading', status: 'completed' });
  await buildSession(db(), {
    ...at,
    date: '2026-03-04',
    category: 'reading',
    status: 'canceled',
    cancellationReason: 'fever',
    visible: true,
    teacherId: staff.supervisor.id,
  });
  await buildSession(db(), {
    ...at,
    date: '2026-03-05',
    category: 'class',
    status: 'canceled',
    cancellationReason: null,
    visible: false,
    attendanceException: '欠席',
  });
  await buildSession(db(), { ...at, date: '2026-03-06', category: 'reading', status: 'new' });
  await buildSession(db(), { ...at, date: '2026-04-01', category: 'reading', status: 'completed' });
  await buildSession(db(), {
    studentId: kenta.id,
    schoolName: 'Gakugei',
    className: 'Bi.-Kinder',
    date: '2026-03-09',
    category: 'class',
    attendanceException: '欠席',
  });
  return { ...staff, hana, kenta };
}

const hanaCounts = {
  smsId: 1001,
  name: 'Hana Mori',
  schools: ['Ikejiri'],
  sessions: 6,
  readingCompleted: 2,
  classCompleted: 1,
  canceled: 2,
  canceledParentsTold: 1,
  absences: 1,
  late: 1,
};

describe('GET /api/reports/sessions', () => {
  it("counts each student's completed, canceled (reasons, parents told), 欠席 and 遅刻 for one school", async () => {
    const { supervisor, hana } = await march();
    const res = await api(t.app, supervisor.token).get('/api/reports/sessions?month=2026-03&schoolName=Ikejiri');
    expect(res.statusCode).toBe(200);
    const report = res.json<{ document: SessionsReport }>().document;
    expect(report).toMatchObject({ month: '2026-03', first: '2026-03-01', last: '2026-03-31', schoolName: 'Ikejiri' });
    expect(report.students).toEqual([
      {
        studentId: hana.id,
        ...hanaCounts,
        cancellations: [
          {
            date: '2026-03-04',
            schoolName: 'Ikejiri',
            className: 'PM Elementary',
            category: 'reading',
            reason: 'fever',
            parentsTold: true,
          },
          {
            date: '2026-03-05',
            schoolName: 'Ikejiri',
            className: 'PM Elementary',
            category: 'class',
            reason: null,
            parentsTold: false,
          },
        ],
      },
    ]);
    expect(report.totals).toEqual({
      sessions: 6,
      readingCompleted: 2,
      classCompleted: 1,
      canceled: 2,
      canceledParentsTold: 1,
      absences: 1,
      late: 1,
    });
  });

  it('covers every school without a school, students by name', async () => {
    const { manager } = await march();
    const res = await api(t.app, manager.token).get('/api/reports/sessions?month=2026-03');
    const report = res.json<{ document: SessionsReport }>().document;
    expect(report.schoolName).toBeNull();
    expect(report.students.map((s) => [s.name, s.schools, s.sessions, s.absences])).toEqual([
      ['Hana Mori', ['Ikejiri'], 6, 1],
      ['Kenta Abe', ['Gakugei'], 1, 1],
    ]);
    expect(report.totals.absences).toBe(2);
  });

  it('downloads CSV and a workbook that papaparse and exceljs read back', async () => {
    const { supervisor } = await march();
    const csv = await api(t.app, supervisor.token).get(
      '/api/reports/sessions?month=2026-03&schoolName=Ikejiri&format=csv&bom=1',
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="sessions-2026-03-Ikejiri.csv"');
    expect(csv.body.startsWith('\uFEFFSMS ID,Name,')).toBe(true);
    const rows = Papa.parse<string[]>(csv.body.slice(1), { skipEmptyLines: true }).data;
    expect(rows).toEqual([
      [
        'SMS ID',
        'Name',
        'Schools',
        'Sessions',
        'Reading completed',
        'Class completed',
        'Canceled',
        'Canceled, visible to parents',
        'Absences (欠席)',
        'Late arrivals (遅刻)',
        'Cancellations',
      ],
      [
        '1001',
        'Hana Mori',
        'Ikejiri',
        '6',
        '2',
        '1',
        '2',
        '1',
        '1',
        '1',
        '2026-03-04 reading PM Elementary: fever (visible to parents); ' +
          '2026-03-05 class PM Elementary: no reason given (not visible to parents)',
      ],
    ]);

    const xlsx = await api(t.app, supervisor.token).get('/api/reports/sessions?month=2026-03&format=xlsx');
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="sessions-2026-03.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Sessions')!;
    expect(sheet.rowCount).toBe(3);
    expect((sheet.getRow(2).values as unknown[]).slice(1, 11)).toEqual([
      1001,
      'Hana Mori',
      'Ikejiri',
      6,
      2,
      1,
      2,
      1,
      1,
      1,
    ]);
    expect((sheet.getRow(3).values as unknown[]).slice(1, 3)).toEqual([1002, 'Kenta Abe']);
  });

  it('is for supervisors and up', async () => {
    const { manager, fullTimer, partTimer } = await buildStaff(db());
    expect((await api(t.app, manager.token).get('/api/reports/sessions?month=2026-03')).statusCode).toBe(200);
    for (const user of [fullTimer, partTimer]) {
      expect((await api(t.app, user.token).get('/api/reports/sessions?month=2026-03')).statusCode).toBe(403);
    }
    const res = await api(t.app, manager.token).get('/api/reports/sessions?month=2026-03&schoolName=Shibuya');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('report.school');
  });
});

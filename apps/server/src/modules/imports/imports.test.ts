import {
  IMPORT_COLUMN_HEADERS_JA,
  IMPORT_COLUMNS,
  importTemplate,
  type ImportReport,
  type ImportRunDto,
} from '@school-ops/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  activities,
  auditEvents,
  importRuns,
  pickups,
  pickupStudents,
  sessions,
  students,
} from '../../db/schema/index.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { bearer, csv, type ImportCall, putImport } from '../../test/api.ts';
import {
  buildPickup,
  buildSession,
  buildShift,
  buildStaff,
  buildStudentsWithSmsIds,
  dayFromToday,
} from '../../test/factories/index.ts';

const t = useTestApp();
const db = () => t.database.db;

const day = dayFromToday(1);
const reportOf = (res: { json: () => unknown }) => res.json() as ImportReport;
const manager = async () => (await buildStaff(db())).manager;

const countOf = async (
  table:
    typeof students | typeof sessions | typeof pickups | typeof pickupStudents | typeof activities | typeof importRuns,
) =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
  )[0]!.n;

/** Every row of the tables an import writes, to prove a second apply changes nothing at all. */
async function snapshot() {
  return {
    students: await db().select().from(students).orderBy(asc(students.smsId)),
    sessions: await db().select().from(sessions).orderBy(asc(sessions.id)),
    pickups: await db().select().from(pickups).orderBy(asc(pickups.id)),
    pickupStudents: await db()
      .select()
      .from(pickupStudents)
      .orderBy(asc(pickupStudents.pickupId), asc(pickupStudents.studentId)),
    activities: await db().select().from(activities).orderBy(asc(activities.id)),
  };
}

const SCHEDULE_HEADER = 'date,schoolName,className,studentSmsId,category,arrived,attendanceException';
const PICKUP_HEADER =
  'date,schoolName,location,category,timeToLeave,timeToPickup,timeToReturn,outwardMethod,returnMethod,studentSmsIds';

describe('PUT /api/imports/students', () => {
  const file = csv(['smsId,name,grade,remarks', '1001,Aoi Tanaka,K2,', '1002,Haruto Sato,E1,Allergic to eggs']);

  it('previews without writing anything', async () => {
    const { token } = await manager();
    const res = await putImport(t.app, { kind: 'students', token, dryRun: true, body: file });
    expect(res.statusCode).toBe(200);
    expect(reportOf(res)).toEqual({
      kind: 'students',
      dryRun: true,
      counts: { create: 2, update: 0, unchanged: 0, kept: 0, error: 0 },
      rows: [
        { line: 2, action: 'create', label: '1001 Aoi Tanaka', messages: [] },
        { line: 3, action: 'create', label: '1002 Haruto Sato', messages: [] },
      ],
      run: null,
    });
    expect(await countOf(students)).toBe(0);
    expect(await countOf(importRuns)).toBe(0);
    expect(await db().select().from(auditEvents)).toEqual([]);
  });

  it('applies by default: creates students with the default reading setting, records the run and an audit event', async () => {
    const m = await manager();
    const res = await putImport(t.app, { kind: 'students', token: m.token, fileName: 'students.csv', body: file });
    expect(res.statusCode).toBe(200);
    const report = reportOf(res);
    expect(report.dryRun).toBe(false);
    expect(report.counts).toEqual({ create: 2, update: 0, unchanged: 0, kept: 0, error: 0 });
    expect(report.run).toMatchObject({
      kind: 'students',
      fileName: 'students.csv',
      userName: m.name,
      counts: { create: 2, update: 0, unchanged: 0, kept: 0 },
    });

    const rows = await db().select().from(students).orderBy(asc(students.smsId));
    expect(
      rows.map((s) => [s.smsId, s.name, s.grade, s.remarks, s.readingStage, s.timesRead, s.abcStage, s.abcLetters]),
    ).toEqual([
      [1001, 'Aoi Tanaka', 'K2', null, 0, 1, 'uppercaseAbcs', 5],
      [1002, 'Haruto Sato', 'E1', 'Allergic to eggs', 0, 1, 'uppercaseAbcs', 5],
    ]);
    const [audit] = await db().select().from(auditEvents).where(eq(auditEvents.action, 'import.apply'));
    expect(audit).toMatchObject({
      actorId: m.id,
      entity: 'import_run',
      entityId: report.run!.id,
      after: { kind: 'students', fileName: 'students.csv', counts: { create: 2, update: 0, unchanged: 0, kept: 0 } },
    });
  });

  it('updates name, grade and remarks of an existing student and never their photo, comments or reading', async () => {
    const { token } = await manager();
    await db().insert(students).values({
      smsId: 1001,
      name: 'Old Name',
      grade: 'K1',
      remarks: 'keep?',
      comments: 'reads well',
      photo: 'students/a.jpg',
      readingStage: 3,
      timesRead: 4,
    });
    const res = await putImport(t.app, { kind: 'students', token, body: file });
    expect(reportOf(res).rows.map((r) => r.action)).toEqual(['update', 'create']);
    const [row] = await db().select().from(students).where(eq(students.smsId, 1001));
    expect(row).toMatchObject({
      name: 'Aoi Tanaka',
      grade: 'K2',
      remarks: null,
      comments: 'reads well',
      photo: 'students/a.jpg',
      readingStage: 3,
      timesRead: 4,
    });
  });

  it('leaves a column the file does not have as it is', async () => {
    const { token } = await manager();
    await db().insert(students).values({ smsId: 1001, name: 'Aoi Tanaka', grade: 'K2', remarks: 'Allergic to eggs' });
    const res = await putImport(t.app, { kind: 'students', token, body: csv(['SMS ID,Name', '1001,Aoi Tanaka']) });
    expect(reportOf(res).rows[0]).toMatchObject({ action: 'unchanged' });
    expect((await db().select().from(students))[0]).toMatchObject({ grade: 'K2', remarks: 'Allergic to eggs' });
  });

  it('keeps a formula-looking name as data: the label is its text and it is stored as typed', async () => {
    const { token } = await manager();
    const name = '=HYPERLINK("http://x","y")';
    const body = csv(['smsId,name', `12345,"=HYPERLINK(""http://x"",""y"")"`]);
    const preview = reportOf(await putImport(t.app, { kind: 'students', token, dryRun: true, body }));
    expect(preview.rows).toEqual([{ line: 2, action: 'create', label: `12345 ${name}`, messages: [] }]);
    expect((await putImport(t.app, { kind: 'students', token, body })).statusCode).toBe(200);
    expect((await db().select().from(students))[0]!.name).toBe(name);
  });

  it('reads a file larger than the app-wide 1 MB body limit', async () => {
    const { token } = await manager();
    const remarks = 'r'.repeat(480);
    const lines = Array.from({ length: 2500 }, (_, i) => `${i + 1},Student ${i + 1},E1,${remarks}`);
    const body = csv(['smsId,name,grade,remarks', ...lines]);
    expect(body.length).toBeGreaterThan(1024 * 1024);
    const res = await putImport(t.app, { kind: 'students', token, dryRun: true, body });
    expect(res.statusCode).toBe(200);
    expect(reportOf(res).counts.create).toBe(2500);
  });
});

describe('PUT /api/imports/daily-schedule', () => {
  const scheduleFile = () =>
    csv([
      SCHEDULE_HEADER,
      `${day},Ikejiri,PM Kinder,1001,reading,no,`,
      `${day},Ikejiri,PM Kinder,1002,reading,yes,遅刻`,
      `${day},Ikejiri,AM Bilingual,1003,class,,double session`,
      `${day},Gakugei,PM Elementary,1001,class,false,欠席`,
    ]);

  it('creates new sessions and the activity of each class of the day and school', async () => {
    const { token } = await manager();
    const kids = await buildStudentsWithSmsIds(db(), [1001, 1002, 1003]);
    const res = await putImport(t.app, { kind: 'daily-schedule', token, body: scheduleFile() });
    expect(res.statusCode).toBe(200);
    expect(reportOf(res).rows.map((r) => [r.line, r.action, r.label])).toEqual([
      [2, 'create', `${day} Ikejiri · PM Kinder · 1001 reading`],
      [3, 'create', `${day} Ikejiri · PM Kinder · 1002 reading`],
      [4, 'create', `${day} Ikejiri · AM Bilingual · 1003 class`],
      [5, 'create', `${day} Gakugei · PM Elementary · 1001 class`],
    ]);
    const rows = await db().select().from(sessions);
    const bySms = new Map(kids.map((k) => [k.id, k.smsId]));
    expect(
      rows
        .map((s) => [
          s.schoolName,
          s.className,
          bySms.get(s.studentId),
          s.category,
          s.status,
          s.arrived,
          s.attendanceException,
          s.date,
        ])
        .sort((a, b) => String(a).localeCompare(String(b))),
    ).toEqual([
      ['Gakugei', 'PM Elementary', 1001, 'class', 'new', false, '欠席', day],
      ['Ikejiri', 'AM Bilingual', 1003, 'class', 'new', false, 'double', day],
      ['Ikejiri', 'PM Kinder', 1001, 'reading', 'new', false, null, day],
      ['Ikejiri', 'PM Kinder', 1002, 'reading', 'new', true, '遅刻', day],
    ]);
    const acts = await db().select().from(activities);
    expect(acts.map((a) => [a.schoolName, a.className, a.category, a.date]).sort()).toEqual([
      ['Gakugei', 'PM Elementary', 'PM', day],
      ['Ikejiri', 'AM Bilingual', 'AM', day],
      ['Ikejiri', 'PM Kinder', 'PM', day],
    ]);
  });

  it('changes nothing the second time the same file is applied', async () => {
    const { token } = await manager();
    await buildStudentsWithSmsIds(db(), [1001, 1002, 1003]);
    expect((await putImport(t.app, { kind: 'daily-schedule', token, body: scheduleFile() })).statusCode).toBe(200);
    const before = await snapshot();
    const again = await putImport(t.app, { kind: 'daily-schedule', token, body: scheduleFile() });
    expect(again.statusCode).toBe(200);
    expect(reportOf(again).counts).toEqual({ create: 0, update: 0, unchanged: 4, kept: 0, error: 0 });
    expect(await snapshot()).toEqual(before);
    expect(await countOf(importRuns)).toBe(2);
  });

  it("updates the class, arrival and exception of a 'new' session and leaves what the file omits", async () => {
    const { token } = await manager();
    const [kid] = await buildStudentsWithSmsIds(db(), [1001]);
    const session = await buildSession(db(), {
      studentId: kid!.id,
      date: day,
      className: 'PM Kinder',
      arrived: false,
      attendanceException: '欠席',
    });
    const lastWeek = new Date('2020-01-01T00:00:00Z');
    await db().update(sessions).set({ updatedAt: lastWeek }).where(eq(sessions.id, session.id));

    const res = await putImport(t.app, {
      kind: 'daily-schedule',
      token,
      body: csv([SCHEDULE_HEADER, `${day},Ikejiri,PM Elementary,1001,reading,TRUE,`]),
    });
    expect(reportOf(res).rows[0]).toMatchObject({ action: 'update', messages: [] });
    const [row] = await db().select().from(sessions).where(eq(sessions.id, session.id));
    expect(row).toMatchObject({ className: 'PM Elementary', arrived: true, attendanceException: null, status: 'new' });
    expect(row!.updatedAt.getTime()).toBeGreaterThan(lastWeek.getTime());

    // Without the arrived and exception columns, only the class can change.
    await putImport(t.app, {
      kind: 'daily-schedule',
      token,
      body: csv(['date,schoolName,className,studentSmsId,category', `${day},Ikejiri,PM Kinder,1001,reading`]),
    });
    expect((await db().select().from(sessions).where(eq(sessions.id, session.id)))[0]).toMatchObject({
      className: 'PM Kinder',
      arrived: true,
    });
    expect(await countOf(sessions)).toBe(1);
  });

  it('keeps started, completed and canceled sessions exactly as they are', async () => {
    const { token, id: teacherId } = await manager();
    const kids = await buildStudentsWithSmsIds(db(), [1001, 1002, 1003, 1004]);
    await buildSession(db(), { studentId: kids[0]!.id, date: day, status: 'in progress', teacherId });
    await buildSession(db(), {
      studentId: kids[1]!.id,
      date: day,
      status: 'completed',
      teacherId,
      completedAt: new Date(),
    });
    await buildSession(db(), { studentId: kids[2]!.id, date: day, status: 'canceled', cancellationReason: 'sick' });
    await buildSession(db(), { studentId: kids[3]!.id, date: day, status: 'modifying', teacherId });
    const before = await db().select().from(sessions).orderBy(asc(sessions.id));
    const lines = [1001, 1002, 1003, 1004].map((sms) => `${day},Ikejiri,AM Elementary,${sms},reading,yes,遅刻`);
    const res = await putImport(t.app, { kind: 'daily-schedule', token, body: csv([SCHEDULE_HEADER, ...lines]) });
    expect(res.statusCode).toBe(200);
    expect(reportOf(res).rows.map((r) => [r.action, r.messages])).toEqual([
      ['kept', ['session already started']],
      ['kept', ['session already completed']],
      ['kept', ['session canceled']],
      ['kept', ['session already started']],
    ]);
    expect(await db().select().from(sessions).orderBy(asc(sessions.id))).toEqual(before);
  });

  it('refuses the whole file when one row is bad: 400, every row reported, nothing written', async () => {
    const { token } = await manager();
    await buildStudentsWithSmsIds(db(), [1001, 1002]);
    const body = csv([
      SCHEDULE_HEADER,
      `${day},Ikejiri,PM Kinder,1001,reading,,`,
      `${day},Ikejiri,PM Kinder,99999,reading,,`,
      `2026-13-01,Shibuya,Z9,1002,reading,,`,
    ]);
    const counts = async () => [await countOf(sessions), await countOf(activities), await countOf(importRuns)];
    const before = await counts();

    const res = await putImport(t.app, { kind: 'daily-schedule', token, body });
    expect(res.statusCode).toBe(400);
    const json = res.json() as { statusCode: number; message: string; report: ImportReport };
    expect(json.statusCode).toBe(400);
    expect(json.message).toBe('Nothing was imported: 2 rows have errors.');
    expect(json.report.run).toBeNull();
    expect(json.report.counts).toEqual({ create: 1, update: 0, unchanged: 0, kept: 0, error: 2 });
    expect(json.report.rows.map((r) => [r.line, r.action, r.messages])).toEqual([
      [2, 'create', []],
      [3, 'error', ['unknown SMS ID 99999']],
      [
        4,
        'error',
        [
          'bad date "2026-13-01" (use YYYY-MM-DD)',
          'unknown school "Shibuya" (use Ikejiri or Gakugei)',
          'unknown class name "Z9"',
        ],
      ],
    ]);
    expect(await counts()).toEqual(before);
    expect(await db().select().from(auditEvents)).toEqual([]);

    // The same file as a preview is a normal report.
    const preview = await putImport(t.app, { kind: 'daily-schedule', token, dryRun: true, body });
    expect(preview.statusCode).toBe(200);
    expect(reportOf(preview).counts.error).toBe(2);
  });

  it('reads a BOM, CRLF, quoted fields and Japanese text as Excel saves them (text/csv)', async () => {
    const { token } = await manager();
    await buildStudentsWithSmsIds(db(), [1001, 1002]);
    const body = csv(
      [
        'Date,School Name,Class Name,Student SMS ID,Category,Arrived,Attendance Exception',
        `"${day}","Ikejiri","PM Kinder","1001","reading","yes","欠席"`,
        `${day},Ikejiri,"PM Kinder",1002,class,no,"遅刻"`,
      ],
      true,
    );
    const res = await putImport(t.app, { kind: 'daily-schedule', token, body });
    expect(res.statusCode).toBe(200);
    expect(reportOf(res).counts.create).toBe(2);
    expect((await db().select().from(sessions)).map((s) => s.attendanceException).sort()).toEqual(['欠席', '遅刻']);
  });

  it('takes JSON rows from automation, numbered from 1', async () => {
    const { token } = await manager();
    await buildStudentsWithSmsIds(db(), [1001]);
    const res = await putImport(t.app, {
      kind: 'daily-schedule',
      token,
      body: {
        rows: [
          {
            date: day,
            schoolName: 'Gakugei',
            className: 'Bi.-Kinder',
            studentSmsId: 1001,
            category: 'class',
            arrived: true,
            attendanceException: null,
          },
          { date: day, schoolName: 'Gakugei', className: 'Bi.-Kinder', studentSmsId: 1001, category: 'reading' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(reportOf(res).rows.map((r) => [r.line, r.action])).toEqual([
      [1, 'create'],
      [2, 'create'],
    ]);
    expect((await db().select().from(sessions)).map((s) => [s.category, s.arrived]).sort()).toEqual([
      ['class', true],
      ['reading', false],
    ]);
  });

  it('reports two rows with the same key as duplicates of each other', async () => {
    const { token } = await manager();
    await buildStudentsWithSmsIds(db(), [1001]);
    const body = csv([
      SCHEDULE_HEADER,
      `${day},Ikejiri,PM Kinder,1001,reading,,`,
      `${day},Ikejiri,AM Bilingual,1001,class,,`,
      `${day},ikejiri,PM Elementary,1001,Reading,,`,
    ]);
    const res = await putImport(t.app, { kind: 'daily-schedule', token, dryRun: true, body });
    expect(reportOf(res).rows.map((r) => [r.line, r.action, r.messages])).toEqual([
      [2, 'error', ['duplicate of line 4']],
      [3, 'create', []],
      [4, 'error', ['duplicate of line 2']],
    ]);
  });

  it('feeds the registration numbers of Manage Shifts', async () => {
    const { admin } = await buildStaff(db());
    await buildStudentsWithSmsIds(db(), [1001, 1002, 1003]);
    const body = csv([
      SCHEDULE_HEADER,
      `${day},Ikejiri,AM Pre and Kinder,1001,reading,,`,
      `${day},Ikejiri,AM Pre and Kinder,1002,reading,,`,
      `${day},Ikejiri,PM Kinder,1003,class,,`,
    ]);
    expect((await putImport(t.app, { kind: 'daily-schedule', token: admin.token, body })).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/shifts/manage?date=${day}&schoolName=Ikejiri`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().registrationNumbers).toEqual({
      am: { teachersRequired: 1, preAndKinder: 2, bilingual: 0, elementary: 0, biKinder: 0, kinder: 0 },
      pm: { teachersRequired: 1, preAndKinder: 0, bilingual: 0, elementary: 0, biKinder: 0, kinder: 1 },
    });
  });

  it('lets two simultaneous applies of one file create each session once', async () => {
    const { token } = await manager();
    await buildStudentsWithSmsIds(db(), [1001, 1002, 1003]);
    const [a, b] = await Promise.all([
      putImport(t.app, { kind: 'daily-schedule', token, body: scheduleFile() }),
      putImport(t.app, { kind: 'daily-schedule', token, body: scheduleFile() }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([reportOf(a).counts.create, reportOf(b).counts.create].sort()).toEqual([0, 4]);
    expect(await countOf(sessions)).toBe(4);
  });
});

describe('PUT /api/imports/pickups', () => {
  it('creates pickups with their students, then updates times and students of an unconfirmed one', async () => {
    const { token } = await manager();
    const kids = await buildStudentsWithSmsIds(db(), [1001, 1002, 1003]);
    const first = csv([
      PICKUP_HEADER,
      `${day},Ikejiri,Mishuku Kindergarten,pick-up,2:00 PM,14:20,14:45,walk,,"1001 1002"`,
    ]);
    const created = await putImport(t.app, { kind: 'pickups', token, body: first });
    expect(reportOf(created).rows).toEqual([
      { line: 2, action: 'create', label: `${day} Ikejiri · Mishuku Kindergarten pick-up`, messages: [] },
    ]);
    const [pickup] = await db().select().from(pickups);
    expect(pickup).toMatchObject({
      timeToLeave: '14:00',
      timeToPickup: '14:20',
      timeToReturn: '14:45',
      outwardMethod: 'walk',
      returnMethod: null,
      status: 0,
    });
    const studentsOf = async () =>
      (await db().select().from(pickupStudents).where(eq(pickupStudents.pickupId, pickup!.id)))
        .map((l) => l.studentId)
        .sort();
    expect(await studentsOf()).toEqual([kids[0]!.id, kids[1]!.id].sort());

    const before = await snapshot();
    expect(reportOf(await putImport(t.app, { kind: 'pickups', token, body: first })).counts.unchanged).toBe(1);
    expect(await snapshot()).toEqual(before);

    const second = csv([
      PICKUP_HEADER,
      `${day},Ikejiri,Mishuku Kindergarten,pick-up,14:05,14:20,14:45,walk,train,1003|1002`,
    ]);
    expect(reportOf(await putImport(t.app, { kind: 'pickups', token, body: second })).rows[0]!.action).toBe('update');
    expect((await db().select().from(pickups))[0]).toMatchObject({
      id: pickup!.id,
      timeToLeave: '14:05',
      returnMethod: 'train',
    });
    expect(await studentsOf()).toEqual([kids[1]!.id, kids[2]!.id].sort());
  });

  it('keeps a pickup with assigned staff or beyond unconfirmed', async () => {
    const { supervisor, manager: m } = await buildStaff(db());
    const kids = await buildStudentsWithSmsIds(db(), [1001, 1002]);
    const shift = await buildShift(db(), { userId: supervisor.id, date: day, status: 2 });
    await buildPickup(
      db(),
      { date: day, location: 'Staffed', status: 0 },
      { studentIds: [kids[0]!.id], shiftIds: [shift.id] },
    );
    await buildPickup(db(), { date: day, location: 'Departed', status: 2 }, { studentIds: [kids[0]!.id] });
    const before = await snapshot();
    const body = csv([
      PICKUP_HEADER,
      `${day},Ikejiri,Staffed,pick-up,9:00,9:10,9:20,bus,bus,1002`,
      `${day},Ikejiri,Departed,pick-up,9:00,9:10,9:20,bus,bus,1002`,
    ]);
    const res = await putImport(t.app, { kind: 'pickups', token: m.token, body });
    expect(res.statusCode).toBe(200);
    expect(reportOf(res).rows.map((r) => [r.action, r.messages])).toEqual([
      ['kept', ['pickup has assigned staff']],
      ['kept', ['pickup is already departed']],
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('names each unknown SMS ID of a row', async () => {
    const { token } = await manager();
    await buildStudentsWithSmsIds(db(), [1001]);
    const res = await putImport(t.app, {
      kind: 'pickups',
      token,
      dryRun: true,
      body: {
        rows: [
          { date: day, schoolName: 'Ikejiri', location: 'X', category: 'drop-off', studentSmsIds: [1001, 4242, 4343] },
        ],
      },
    });
    expect(reportOf(res).rows[0]).toMatchObject({
      action: 'error',
      messages: ['unknown SMS ID 4242', 'unknown SMS ID 4343'],
    });
  });

  it('imports its own template for the demo students', async () => {
    const { token } = await manager();
    await buildStudentsWithSmsIds(db(), [1001, 1002]);
    const res = await putImport(t.app, { kind: 'pickups', token, body: importTemplate('pickups', day) });
    expect(res.statusCode).toBe(200);
    expect(reportOf(res).counts.create).toBe(2);
  });
});

describe('Japanese headers (issue 18)', () => {
  it("imports each kind's Japanese template, its columns read by their Japanese headers", async () => {
    const { token } = await manager();
    await buildStudentsWithSmsIds(db(), [1001, 1002]);
    for (const kind of ['daily-schedule', 'pickups'] as const) {
      const body = importTemplate(kind, day, 'ja');
      expect(body.split('\r\n')[0]).toBe(
        `\uFEFF${IMPORT_COLUMNS[kind].map((c) => IMPORT_COLUMN_HEADERS_JA[c]).join(',')}`,
      );
      const res = await putImport(t.app, { kind, token, body });
      expect([kind, res.statusCode, reportOf(res).counts]).toEqual([
        kind,
        200,
        { create: 2, update: 0, unchanged: 0, kept: 0, error: 0 },
      ]);
    }
    expect(await countOf(sessions)).toBe(2);
    expect(await countOf(pickups)).toBe(2);
  });

  it('reads a students file with Japanese headers, in any order and mixed with English ones', async () => {
    const { token } = await manager();
    const body = csv(['備考,氏名,SMS ID,grade', '"Allergic to eggs",山田 花子,1002,E1', ',Aoi Tanaka,1001,K2']);
    const res = await putImport(t.app, { kind: 'students', token, body });
    expect(res.statusCode).toBe(200);
    expect(reportOf(res).rows.map((r) => [r.line, r.action, r.label])).toEqual([
      [2, 'create', '1002 山田 花子'],
      [3, 'create', '1001 Aoi Tanaka'],
    ]);
    const rows = await db().select().from(students).orderBy(asc(students.smsId));
    expect(rows.map((r) => [r.smsId, r.name, r.grade, r.remarks])).toEqual([
      [1001, 'Aoi Tanaka', 'K2', null],
      [1002, '山田 花子', 'E1', 'Allergic to eggs'],
    ]);
  });

  it('refuses a column given both by its Japanese header and its English name (coded 400)', async () => {
    const { token } = await manager();
    const res = await putImport(t.app, { kind: 'students', token, body: csv(['smsId,氏名,name', '1,A,B']) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      code: 'import.columnTwice',
      message: 'column "name" appears twice',
    });
    expect(await countOf(students)).toBe(0);
  });
});

describe('whole-file problems', () => {
  it('answers 400 with one plain message', async () => {
    const { token } = await manager();
    const cases: [ImportCall, string][] = [
      [
        {
          kind: 'daily-schedule',
          token,
          body: csv(['date,schoolName,className,category', `${day},Ikejiri,PM Kinder,reading`]),
        },
        'missing column: studentSmsId',
      ],
      [{ kind: 'students', token, body: '' }, 'the file is empty'],
      [{ kind: 'students', token, body: '\uFEFF\r\n' }, 'the file is empty'],
      [{ kind: 'students', token, body: csv(['smsId,name']) }, 'the file has no data rows'],
      [
        { kind: 'students', token, body: csv(['smsId,name', '1,"Open', '2,B']) },
        'a quoted field starting on line 2 is never closed',
      ],
      [
        { kind: 'teachers', token, body: csv(['smsId,name', '1,A']) },
        'unknown import "teachers" (use students, daily-schedule, pickups)',
      ],
      [{ kind: 'students', token, body: { smsId: 1 } }, 'the body must be { "rows": [ … ] } with one object per row'],
      [{ kind: 'students', token, body: { rows: [] } }, 'the file has no data rows'],
    ];
    for (const [call, message] of cases) {
      const res = await putImport(t.app, call);
      expect([res.statusCode, res.json()]).toMatchObject([400, { statusCode: 400, message }]);
    }
    expect(await countOf(students)).toBe(0);
  });

  it('refuses more than 20,000 rows', async () => {
    const { token } = await manager();
    const lines = Array.from({ length: 20_001 }, (_, i) => `${(i % 99_999) + 1},A`);
    const res = await putImport(t.app, { kind: 'students', token, dryRun: true, body: csv(['smsId,name', ...lines]) });
    expect(res.json()).toMatchObject({
      statusCode: 400,
      message: 'the file has 20,001 rows; import at most 20,000 at a time',
    });
  });

  it('refuses a bad dryRun value', async () => {
    const { token } = await manager();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/imports/students?dryRun=maybe',
      headers: { ...bearer(token), 'content-type': 'text/csv' },
      payload: 'smsId,name\r\n1,A\r\n',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(['dryRun must be true or false']);
  });
});

describe('GET /api/imports', () => {
  it('lists applied runs newest first with who ran them; previews and refused files are not runs', async () => {
    const staff = await buildStaff(db());
    await putImport(t.app, {
      kind: 'students',
      token: staff.manager.token,
      fileName: 'first.csv',
      body: csv(['smsId,name', '1001,A']),
    });
    await putImport(t.app, {
      kind: 'students',
      token: staff.admin.token,
      dryRun: true,
      fileName: 'preview.csv',
      body: csv(['smsId,name', '1002,B']),
    });
    await putImport(t.app, {
      kind: 'students',
      token: staff.admin.token,
      fileName: 'bad.csv',
      body: csv(['smsId,name', 'x,B']),
    });
    await putImport(t.app, {
      kind: 'students',
      token: staff.admin.token,
      body: {
        rows: [
          { smsId: 1001, name: 'A2' },
          { smsId: 1003, name: 'C' },
        ],
      },
    });

    const res = await t.app.inject({ method: 'GET', url: '/api/imports', headers: bearer(staff.manager.token) });
    expect(res.statusCode).toBe(200);
    const runs = (res.json() as { runs: ImportRunDto[] }).runs;
    expect(runs.map((r) => [r.kind, r.fileName, r.userName, r.counts])).toEqual([
      ['students', null, staff.admin.name, { create: 1, update: 1, unchanged: 0, kept: 0 }],
      ['students', 'first.csv', staff.manager.name, { create: 1, update: 0, unchanged: 0, kept: 0 }],
    ]);
    expect(new Date(runs[0]!.createdAt).toISOString()).toBe(runs[0]!.createdAt);
  });
});

describe('who may import', () => {
  it('lets managers and admins in, refuses supervisors and teachers, and asks for a login without a token', async () => {
    const staff = await buildStaff(db());
    const body = csv(['smsId,name', '1001,A']);
    for (const [user, status] of [
      [staff.admin, 200],
      [staff.manager, 200],
      [staff.supervisor, 403],
      [staff.fullTimer, 403],
      [staff.partTimer, 403],
    ] as const) {
      expect(
        (await putImport(t.app, { kind: 'students', token: user.token, dryRun: true, body })).statusCode,
        user.name,
      ).toBe(status);
      const list = await t.app.inject({ method: 'GET', url: '/api/imports', headers: bearer(user.token) });
      expect(list.statusCode, user.name).toBe(status);
    }
    expect((await putImport(t.app, { kind: 'students', body })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/imports' })).statusCode).toBe(401);
    expect(await countOf(students)).toBe(0);
  });
});

import { AUTHORITY, READING_STAGE, schoolDateTime, schoolToday, type ReadingLevel } from '@school-ops/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessions, students, users } from '../db/schema/index.ts';
import { STAGES_BY_LEVEL } from '../modules/sessions/index.ts';
import { createStorage } from '../storage/index.ts';
import { hasher, testConfig, useTestApp } from '../test/build-test-app.ts';
import { seedDemo } from './demo.ts';

/**
 * The demo day is what `npm start` and the e2e suite show a newcomer: it must agree with itself
 * (issue 16 item 37), as a real day run through the app would.
 */
describe('the demo data', () => {
  const t = useTestApp();
  const db = () => t.database.db;
  let rows: Awaited<ReturnType<typeof load>>;

  const load = () =>
    db()
      .select({ session: sessions, student: students, teacher: users })
      .from(sessions)
      .innerJoin(students, eq(students.id, sessions.studentId))
      .leftJoin(users, eq(users.id, sessions.teacherId));

  beforeEach(async () => {
    expect(await seedDemo(db(), hasher, createStorage(testConfig))).toBe(true);
    rows = await load();
  }, 60_000);

  const started = (status: string) => status === 'in progress' || status === 'modifying' || status === 'completed';
  const describeRow = (r: (typeof rows)[number]) =>
    `${r.session.date} ${r.student.name} (${r.session.status}, ${r.session.category})`;

  it('runs no session of a child who is absent or has not arrived', () => {
    const bad = rows.filter(
      (r) => started(r.session.status) && (r.session.attendanceException === '欠席' || !r.session.arrived),
    );
    expect(bad.map(describeRow)).toEqual([]);
  });

  it("runs no reading session of a child still to be checked, and every run reading session kept the child's stage", () => {
    const reading = rows.filter((r) => r.session.category === 'reading' && started(r.session.status));
    expect(reading.filter((r) => r.student.readingStage === READING_STAGE.toBeChecked).map(describeRow)).toEqual([]);
    expect(
      reading
        .filter((r) => (r.session.reading as { stage?: number } | null)?.stage !== r.student.readingStage)
        .map(describeRow),
    ).toEqual([]);
  });

  it("gives every run session a teacher allowed to run it, a start, and a completion on the session's day after the start", () => {
    for (const r of rows.filter((x) => started(x.session.status))) {
      const s = r.session;
      expect(r.teacher, describeRow(r)).not.toBeNull();
      if (s.category === 'reading')
        expect(STAGES_BY_LEVEL[r.teacher!.readingLevel as ReadingLevel], describeRow(r)).toContain(
          r.student.readingStage,
        );
      const startedAt = (s.performance as { startedAt?: string }).startedAt;
      expect(startedAt, describeRow(r)).toBeTypeOf('string');
      if (s.status === 'completed') {
        expect(schoolDateTime(s.completedAt!).date, describeRow(r)).toBe(s.date.replaceAll('-', '/'));
        expect(new Date(startedAt!).getTime(), describeRow(r)).toBeLessThanOrEqual(s.completedAt!.getTime());
      } else {
        expect(s.completedAt, describeRow(r)).toBeNull();
      }
    }
  });

  it('leaves new sessions untouched, has cancellations made by supervisors with a reason, and confirms only completed class sessions', () => {
    const untouched = rows.filter((r) => r.session.status === 'new');
    expect(
      untouched.filter((r) => r.session.teacherId || r.session.performance || r.session.completedAt).map(describeRow),
    ).toEqual([]);
    for (const r of rows.filter((x) => x.session.status === 'canceled')) {
      expect(r.session.cancellationReason, describeRow(r)).toBeTruthy();
      expect(r.teacher!.authority, describeRow(r)).toBeLessThanOrEqual(AUTHORITY.supervisor);
    }
    const confirmed = rows.filter((r) => r.session.confirmed);
    expect(confirmed.length).toBeGreaterThan(0);
    expect(
      confirmed.filter((r) => r.session.status !== 'completed' || r.session.category !== 'class').map(describeRow),
    ).toEqual([]);
  });

  it("holds each child's sessions once a day at the school and class their record names", () => {
    const seen = new Set<string>();
    for (const r of rows) {
      const key = `${r.session.date} ${r.student.id}`;
      expect(seen.has(key), describeRow(r)).toBe(false);
      seen.add(key);
      expect(r.student.remarks, describeRow(r)).toBe(`${r.session.schoolName} · ${r.session.className}`);
    }
  });

  it('shows today, at each school, every status and a session a teacher can start on every reading stage', () => {
    const today = rows.filter((r) => r.session.date === schoolToday());
    for (const school of ['Ikejiri', 'Gakugei']) {
      const day = today.filter((r) => r.session.schoolName === school);
      expect(new Set(day.map((r) => r.session.status)), school).toEqual(
        new Set(['new', 'in progress', 'completed', 'canceled']),
      );
      expect(
        day.some((r) => r.session.status === 'new' && !r.session.arrived),
        school,
      ).toBe(true);
      expect(
        day.some((r) => r.session.attendanceException === '欠席'),
        school,
      ).toBe(true);
      const startable = day.filter(
        (r) => r.session.status === 'new' && r.session.arrived && r.session.category === 'reading',
      );
      expect(new Set(startable.map((r) => r.student.readingStage)), school).toEqual(
        new Set(Object.values(READING_STAGE)),
      );
    }
  });
});

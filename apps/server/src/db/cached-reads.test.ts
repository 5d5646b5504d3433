import { ROLE, schoolToday } from '@school-ops/shared';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { api } from '../test/api.ts';
import { useTestApp } from '../test/build-test-app.ts';
import {
  buildManual,
  buildPickup,
  buildSession,
  buildShift,
  buildStaff,
  buildStudent,
  buildUser,
  dayFromToday,
} from '../test/factories/index.ts';
import { CACHED_READS, currentCachedRead, tablesOf, WATCHED_TABLES, type CachedRead } from './cached-reads.ts';
import { CHANGE_TRIGGER } from './change-triggers.ts';
import type { Database } from './client.ts';
import { runMigrations } from './migrate.ts';
import * as schema from './schema/index.ts';
import { traceStatements } from './statement-trace.ts';

const TABLES: ReadonlySet<string> = new Set(
  Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table)),
);

/** The app's tables a statement reads or writes: every name after FROM or JOIN (subqueries included). */
function tablesIn(statement: string): string[] {
  const found = new Set<string>();
  for (const m of statement.matchAll(/\b(?:from|join)\s+(?:only\s+)?(?:"?public"?\.)?"?(\w+)"?/gi)) {
    if (TABLES.has(m[1]!)) found.add(m[1]!);
  }
  for (const m of statement.matchAll(/\b(?:update|insert\s+into|delete\s+from)\s+"?(\w+)"?/gi)) {
    if (TABLES.has(m[1]!)) found.add(m[1]!);
  }
  return [...found];
}

async function triggeredTables(database: Database): Promise<string[]> {
  const { rows } = (await database.db.execute(
    sql`select c.relname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid
        where g.tgname = ${CHANGE_TRIGGER} and c.relnamespace = current_schema()::regnamespace order by 1`,
  )) as unknown as { rows: { name: string }[] };
  return rows.map((r) => r.name);
}

describe('which statements read which tables', () => {
  it.each([
    [
      'select "id" from "sessions" left join "students" on "students"."id" = "sessions"."student_id"',
      ['sessions', 'students'],
    ],
    [
      'select * from (select "id" from "pickups") "p" inner join "pickup_students" on true',
      ['pickups', 'pickup_students'],
    ],
    ['with t as (select 1 from users) select extract(dow from "date") from t', ['users']],
    ['select "value" from "app_settings" where "key" = $1', ['app_settings']],
  ])('%s', (statement, tables) => expect(tablesIn(statement).sort()).toEqual([...tables].sort()));
});

describe('cached reads and the notify triggers come from one declaration', () => {
  const t = useTestApp();

  it('the migrated database notifies from exactly the declared tables', async () => {
    expect(WATCHED_TABLES.length).toBeGreaterThan(0);
    expect(await triggeredTables(t.database)).toEqual([...WATCHED_TABLES].sort());
  });

  it('an existing database gets the declared triggers when it is opened by this code', async () => {
    const [first, second] = WATCHED_TABLES;
    // As a database migrated by older code might be: a declared table without its trigger, and one on a table
    // no cached read names.
    await t.database.db.execute(sql.raw(`drop trigger ${CHANGE_TRIGGER} on "${first}"`));
    await t.database.db.execute(sql.raw(`drop trigger ${CHANGE_TRIGGER} on "${second}"`));
    await t.database.db.execute(
      sql.raw(`create trigger ${CHANGE_TRIGGER} after insert on "audit_events"
               for each statement execute function school_ops_notify_change()`),
    );
    try {
      expect(await triggeredTables(t.database)).not.toContain(first);
      await runMigrations(t.database);
      await runMigrations(t.database);
    } finally {
      expect(await triggeredTables(t.database)).toEqual([...WATCHED_TABLES].sort());
    }
  });

  it("every cached read's loader reads only the tables its declaration names", async () => {
    const db = t.database.db;
    const today = schoolToday();
    const staff = await buildStaff(db);
    const teacher = await buildUser(db, { role: ROLE.partTimeTeacher });
    const student = await buildStudent(db, { book: true });
    await buildStudent(db, { spellingCategory: true });
    await buildSession(db, { studentId: student.id, teacherId: staff.fullTimer.id, status: 'completed' });
    const shift = await buildShift(db, { userId: teacher.id, date: today, status: 2 });
    await buildShift(db, { userId: teacher.id, date: dayFromToday(1) });
    const manual = await buildManual(db);
    await buildPickup(
      db,
      { date: today, location: manual.locationName },
      { studentIds: [student.id], shiftIds: [shift.id] },
    );

    const seen = new Map<CachedRead, Set<string>>();
    const as = api(t.app, staff.supervisor.token);
    await traceStatements(
      (statement) => {
        const read = currentCachedRead();
        if (!read) return;
        const tables = seen.get(read) ?? new Set();
        for (const table of tablesIn(statement)) tables.add(table);
        seen.set(read, tables);
      },
      async () => {
        for (const url of [
          `/api/sessions?date=${today}&schoolName=Ikejiri`,
          `/api/students?search=Student`,
          `/api/books`,
          `/api/shifts/manage?date=${today}&schoolName=Ikejiri`,
          `/api/shifts/part-time-data?date=${today}`,
          `/api/pickups?date=${today}&schoolName=Ikejiri`,
          `/api/students/${student.id}/history`,
          `/api/reading/overview?schoolName=Ikejiri`,
          `/api/reports/hours?month=${today.slice(0, 7)}`,
        ]) {
          expect((await as.get(url)).statusCode, url).toBe(200);
        }
      },
    );

    for (const read of Object.keys(CACHED_READS) as CachedRead[]) {
      expect(seen.has(read), `${read} was not loaded: give this test a request that loads it`).toBe(true);
      const tablesRead = [...seen.get(read)!];
      const undeclared = tablesRead.filter((table) => !tablesOf(read).includes(table));
      // Served stale by every other server process after a change to these: the bug this test is for.
      expect(undeclared, `${read} reads tables its declaration in db/cached-reads.ts does not name`).toEqual([]);
      // Harmless but wasteful: the value is dropped on changes it does not depend on.
      const unread = tablesOf(read).filter((table) => !tablesRead.includes(table));
      expect(unread, `${read} declares tables its loader never read here`).toEqual([]);
    }
  });
});

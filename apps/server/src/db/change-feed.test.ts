import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPgDatabase, type ScratchPg } from '../security/harness/databases.ts';
import { isWriteStatement, postgresChangeFeed, writtenTables } from './change-feed.ts';
import { openPglite, openPostgres, type Database } from './client.ts';
import { runMigrations } from './migrate.ts';

const TABLES = ['students', 'sessions'];

async function eventually(check: () => boolean, ms = 3_000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 20)))
    if (check()) return true;
  return check();
}

describe('which statements count as writes', () => {
  it.each([
    ['insert into "sessions" ("id") values ($1)', true],
    ['update "students" set "name" = $1', true],
    ['  DELETE FROM links', true],
    ['truncate "a", "b" cascade', true],
    ['commit', false],
    ['with moved as (update "x" set y = 1 returning *) select * from moved', true],
    ['select "id" from "sessions" where "date" = $1', false],
    ['select id from users for update', false],
    ['with t as (select 1) select * from t', false],
    ['begin', false],
  ])('%s', (statement, write) => expect(isWriteStatement(statement)).toBe(write));
});

describe('which tables a write names', () => {
  it.each([
    ['insert into "sessions" ("id") values ($1)', ['sessions']],
    ['update "students" set "name" = $1 where "students"."id" = $2', ['students']],
    ['delete from public.links where id = 1', ['links']],
    ['truncate "a", "b", public."c" restart identity cascade', ['a', 'b', 'c']],
    [
      'with changed as (update "sessions" set x = 1 returning *), audited as (insert into audit_events (a) select 1 from changed) select 1',
      ['sessions', 'audit_events'],
    ],
  ])('%s', (statement, tables) => expect(writtenTables(statement)).toEqual(tables));
});

describe('the change feed on PGlite', () => {
  it("moves a table's stamp on a commit to that table (even one no Drizzle logger saw), not on a rollback", async () => {
    const database = await openPglite(undefined, { followChanges: true });
    try {
      await runMigrations(database);
      const feed = database.changes!;
      const client = (database.db as unknown as { $client: { exec(q: string): Promise<unknown> } }).$client;
      const students = feed.stamp(['students']);
      expect(students).not.toBeNull();
      await client.exec(`insert into links (title, url, role) values ('Not watched here', 'https://example.test', 3)`);
      expect(feed.stamp(['students'])).toBe(students);
      await client.exec(`insert into students (name, grade, sms_id) values ('Raw Write', 'K1', 900001)`);
      expect(feed.stamp(['students'])).not.toBe(students);
      const afterCommit = feed.stamp(['students']);
      await client.exec(
        `begin; insert into students (name, grade, sms_id) values ('Rolled Back', 'K1', 900002); rollback;`,
      );
      expect(feed.stamp(['students'])).toBe(afterCommit);
    } finally {
      await database.close();
    }
  });

  it("moves a table's stamp as soon as this process sends a write to it, and again when settled", async () => {
    const database = await openPglite(undefined, { followChanges: true });
    try {
      await runMigrations(database);
      const feed = database.changes!;
      const links = feed.stamp(['links']);
      const students = feed.stamp(['students']);
      const mark = feed.mark();
      // Changes no row, so no notification: only the statement itself moves the stamp.
      await database.db.execute(sql`update links set title = title where false`);
      const sent = feed.stamp(['links']);
      expect(sent).not.toBe(links);
      expect(feed.stamp(['students'])).toBe(students);
      feed.settle(mark);
      expect(feed.stamp(['links'])).not.toBe(sent);
      expect(feed.stamp(['students'])).toBe(students);
      const settled = feed.stamp(['links']);
      feed.settle(feed.mark());
      expect(feed.stamp(['links'])).toBe(settled);
    } finally {
      await database.close();
    }
  });
});

describe('the change feed on PostgreSQL', () => {
  let scratch: ScratchPg | undefined;
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  it("follows another connection's commits, and serves nothing from memory while its connection is lost", async () => {
    scratch = await createPgDatabase('feed');
    database = await openPostgres(scratch.url, 2);
    await runMigrations(database);
    const feed = await postgresChangeFeed(scratch.url);
    const other = new pg.Client({ connectionString: scratch.url });
    await other.connect();
    try {
      const start = feed.stamp(TABLES);
      expect(start).not.toBeNull();
      await other.query(`insert into students (name, grade, sms_id) values ('Other Connection', 'K1', 900003)`);
      expect(await eventually(() => feed.stamp(TABLES) !== start)).toBe(true);
      const moved = feed.stamp(TABLES);
      await other.query(`insert into links (title, url, role) values ('Not watched here', 'https://example.test', 3)`);
      await other.query(
        `begin; insert into students (name, grade, sms_id) values ('Rolled Back', 'K1', 900002); rollback;`,
      );
      await new Promise((r) => setTimeout(r, 200));
      expect(feed.stamp(TABLES)).toBe(moved);

      await other.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN%' and datname = current_database()`,
      );
      expect(await eventually(() => feed.stamp(TABLES) === null)).toBe(true);
      // It listens again by itself, from a new epoch: nothing cached before can match.
      expect(await eventually(() => feed.stamp(TABLES) !== null, 5_000)).toBe(true);
      expect(feed.stamp(TABLES)).not.toBe(moved);
    } finally {
      await other.end();
      await feed.close();
    }
  });
});

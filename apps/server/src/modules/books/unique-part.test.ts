import { eq, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auditEvents, books } from '../../db/schema/index.ts';
import { api, bearer } from '../../test/api.ts';
import { buildBook, buildStaff } from '../../test/factories/index.ts';
import { useTestApp } from '../../test/build-test-app.ts';

/** Issue 16 item 32: two books never share level, order and part. */
const t = useTestApp();

const book = (over: Record<string, unknown>) => ({
  name: 'A New Book',
  wordCount: 40,
  level: 1,
  order: 1,
  keyWords: [],
  questions: [],
  ...over,
});
const allBooks = () => t.database.db.select().from(books).orderBy(books.name);

describe('a book’s level, order and part are its own', () => {
  it('creating a book with numbers another book has answers 409 naming that book, and stores nothing', async () => {
    const { supervisor } = await buildStaff(t.database.db);
    await buildBook(t.database.db, { name: 'The Big Cat', level: 1, order: 1, part: null });
    await buildBook(t.database.db, { name: 'Sam and the Map', level: 2, order: 1, part: 1 });

    const whole = await t.app.inject({
      method: 'POST',
      url: '/api/books',
      headers: bearer(supervisor.token),
      payload: book({}),
    });
    expect(whole.statusCode).toBe(409);
    expect(whole.json()).toMatchObject({
      statusCode: 409,
      code: 'book_part_taken',
      message: 'The Big Cat is already 1.1: give this book another level, order or part',
      params: { name: 'The Big Cat', level: 1, order: 1 },
    });
    const part = await t.app.inject({
      method: 'POST',
      url: '/api/books',
      headers: bearer(supervisor.token),
      payload: book({ level: 2, part: 1 }),
    });
    expect(part.statusCode).toBe(409);
    expect(part.json().message).toBe('Sam and the Map is already 2.1.1: give this book another level, order or part');
    expect((await allBooks()).map((b) => b.name)).toEqual(['Sam and the Map', 'The Big Cat']);

    // Another part of the same level and order is a different book.
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/books',
      headers: bearer(supervisor.token),
      payload: book({ level: 2, part: 2 }),
    });
    expect(next.statusCode).toBe(201);
  });

  it('changing a book onto another book’s numbers answers 409 and leaves it as it was; its own numbers are fine', async () => {
    const { supervisor } = await buildStaff(t.database.db);
    await buildBook(t.database.db, { name: 'Sam and the Map', level: 2, order: 1, part: 1 });
    const second = await buildBook(t.database.db, { name: 'Sam and the Map 2', level: 2, order: 1, part: 2 });

    const res = await api(t.app, supervisor.token).patch(`/api/books/${second.id}`, { part: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'book_part_taken',
      params: { name: 'Sam and the Map', level: 2, order: 1, part: 1 },
    });
    expect((await t.database.db.select().from(books).where(eq(books.id, second.id)))[0]).toMatchObject({ part: 2 });

    expect(
      (
        await api(t.app, supervisor.token).patch(`/api/books/${second.id}`, {
          name: 'Sam and the Map (part 2)',
          level: 2,
          order: 1,
          part: 2,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('the database refuses a second book with the same numbers and no part, whatever writes it', async () => {
    await buildBook(t.database.db, { name: 'First', level: 5, order: 5, part: null });
    await expect(buildBook(t.database.db, { name: 'Second', level: 5, order: 5, part: null })).rejects.toThrow();
  });
});

describe('the migration that adds the rule', () => {
  const migration = new URL('../../../drizzle/0009_books_unique_part.sql', import.meta.url);

  it('renumbers books that already share numbers (the oldest keeps them) and records each change', async () => {
    const db = t.database.db;
    // The database as it was before the migration: the plain index, no rule.
    await db.execute(sql.raw('alter table books drop constraint books_level_order_part'));
    await db.execute(sql.raw('create index books_level_order on books (level, book_order, part)'));
    try {
      const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
      await buildBook(db, { name: 'Cat A', level: 1, order: 1, part: null, createdAt: at(1) });
      const b = await buildBook(db, { name: 'Cat B', level: 1, order: 1, part: null, createdAt: at(2) });
      const c = await buildBook(db, { name: 'Cat C', level: 1, order: 1, part: null, createdAt: at(3) });
      await buildBook(db, { name: 'Map 1', level: 1, order: 1, part: 1, createdAt: at(4) });
      await buildBook(db, { name: 'Other', level: 2, order: 1, part: null, createdAt: at(5) });

      for (const statement of readFileSync(migration, 'utf8').split('--> statement-breakpoint'))
        await db.execute(sql.raw(statement));

      expect((await allBooks()).map((row) => [row.name, row.level, row.order, row.part])).toEqual([
        ['Cat A', 1, 1, null],
        ['Cat B', 1, 1, 2],
        ['Cat C', 1, 1, 3],
        ['Map 1', 1, 1, 1],
        ['Other', 2, 1, null],
      ]);
      const audits = await db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'book.renumber'))
        .orderBy(auditEvents.entityId);
      expect(audits.map((a) => [a.entityId, a.before, a.after]).sort()).toEqual(
        [
          [b.id, { level: 1, order: 1, part: null }, { level: 1, order: 1, part: 2 }],
          [c.id, { level: 1, order: 1, part: null }, { level: 1, order: 1, part: 3 }],
        ].sort(),
      );
    } finally {
      // Whatever happened above, leave this worker's database with the rule the other tests expect.
      await db.execute(sql.raw('drop index if exists books_level_order'));
      await db.execute(sql.raw('truncate books cascade'));
      await db.execute(
        sql.raw(
          'alter table books drop constraint if exists books_level_order_part, add constraint books_level_order_part unique nulls not distinct (level, book_order, part)',
        ),
      );
    }
  });
});

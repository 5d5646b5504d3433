import { parseCsv, type AuditEventDto, type AuditPageDto } from '@school-ops/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recordAudit } from '../../audit/record.ts';
import { SEARCH_WINDOW } from '../../audit/repository.ts';
import { api } from '../../test/api.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildStaff, buildUser } from '../../test/factories/index.ts';
import { isSecretField } from './presenter.ts';

describe('GET /api/audit', () => {
  const t = useTestApp();

  const read = async (token: string, query = '') => {
    const res = await api(t.app, token).get(`/api/audit${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AuditPageDto>();
  };
  /** Every page, following nextCursor. */
  const readAll = async (token: string, query: Record<string, string> = {}) => {
    const pages: AuditPageDto[] = [];
    let cursor: string | null = null;
    do {
      const params = new URLSearchParams({ ...query, ...(cursor && { cursor }) });
      const page = await read(token, `?${params}`);
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor);
    return pages;
  };
  /** `n` events in one statement: they share one instant, so only the id orders them. */
  const manyEvents = (n: number, o: { action?: string; entity?: string } = {}) =>
    t.database.db.execute(
      sql`insert into audit_events (action, entity, entity_id, after)
          select ${o.action ?? 'test.event'}, ${o.entity ?? 'link'}, 'rec-' || i, jsonb_build_object('n', i)
          from generate_series(1, ${n}) as i`,
    );

  it('shows a real change: who, the kind of record, and its fields before and after', async () => {
    const { manager } = await buildStaff(t.database.db);
    const teacher = await buildUser(t.database.db, { name: 'Old Name' });
    const change = await api(t.app, manager.token).patch(`/api/users/${teacher.id}`, { name: 'New Name' });
    expect(change.statusCode).toBe(200);

    const page = await read(manager.token, `?entity=user&entityId=${teacher.id}`);
    expect(page.documents).toHaveLength(1);
    const [event] = page.documents as [AuditEventDto];
    expect(event).toMatchObject({
      actor: { id: manager.id, name: manager.name },
      action: 'user.update',
      entity: 'user',
      entityId: teacher.id,
    });
    expect(event.changes).toEqual([{ field: 'name', before: 'Old Name', after: 'New Name' }]);
    expect(page.nextCursor).toBeNull();
  });

  it('pages newest first, 50 at a time, without duplicates or gaps, on ties of the same instant', async () => {
    const { manager } = await buildStaff(t.database.db);
    await manyEvents(120);
    const pages = await readAll(manager.token);
    expect(pages.map((p) => p.documents.length)).toEqual([50, 50, 20]);
    const ids = pages.flatMap((p) => p.documents.map((d) => d.id));
    expect(new Set(ids).size).toBe(120);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('filters by person, kind of record, record and school dates', async () => {
    const { manager, supervisor } = await buildStaff(t.database.db);
    await recordAudit(t.database.db, [
      { actorId: supervisor.id, action: 'shift.update', entity: 'shift', entityId: 's1' },
      { actorId: manager.id, action: 'link.update', entity: 'link', entityId: 'l1' },
      { actorId: manager.id, action: 'link.update', entity: 'link', entityId: 'l2' },
    ]);
    // 15:30 UTC on the 23rd is 00:30 on the 24th in Tokyo; 14:59 UTC is still the 23rd there.
    await t.database.db.execute(
      sql`insert into audit_events (at, action, entity, entity_id) values
          ('2026-11-23T15:30:00Z', 'old.one', 'book', 'b-24th'), ('2026-11-23T14:59:00Z', 'old.two', 'book', 'b-23rd')`,
    );
    const actions = async (query: string) => (await read(manager.token, query)).documents.map((d) => d.action);

    expect(await actions(`?actorId=${supervisor.id}`)).toEqual(['shift.update']);
    expect(await actions('?entity=link')).toEqual(['link.update', 'link.update']);
    expect((await read(manager.token, '?entity=link&entityId=l2')).documents.map((d) => d.entityId)).toEqual(['l2']);
    expect(await actions('?from=2026-11-24&to=2026-11-24')).toEqual(['old.one']);
    expect(await actions('?from=2026-11-23&to=2026-11-23')).toEqual(['old.two']);
    expect(await actions('?to=2026-11-24')).toEqual(['old.one', 'old.two']);
  });

  it('finds text in the action, the kind of record and the values, with wildcards taken literally', async () => {
    const { manager } = await buildStaff(t.database.db);
    await recordAudit(t.database.db, [
      { actorId: manager.id, action: 'link.create', entity: 'link', after: { title: 'Staff Handbook' } },
      { actorId: manager.id, action: 'book.update', entity: 'book', before: { title: '100% Phonics' } },
      { actorId: manager.id, action: 'manual.delete', entity: 'manual', before: { title: 'Other' } },
    ]);
    const actions = async (q: string) =>
      (await read(manager.token, `?q=${encodeURIComponent(q)}`)).documents.map((d) => d.action);
    expect(await actions('handbook')).toEqual(['link.create']);
    expect(await actions('100%')).toEqual(['book.update']);
    expect(await actions('%')).toEqual(['book.update']);
    expect(await actions('manual')).toEqual(['manual.delete']);
    expect(await actions('nowhere')).toEqual([]);
  });

  it('reads a bounded window per page for words too short for the index, and goes on from where it stopped', async () => {
    const { manager } = await buildStaff(t.database.db);
    await recordAudit(t.database.db, {
      actorId: manager.id,
      action: 'session.update',
      entity: 'session',
      after: { status: '欠席' },
    });
    await manyEvents(SEARCH_WINDOW + 10);
    const first = await read(manager.token, `?q=${encodeURIComponent('欠席')}`);
    expect(first.documents).toEqual([]);
    expect(first.nextCursor).not.toBeNull();
    expect(first.searchedUntil).not.toBeNull();
    const second = await read(manager.token, `?q=${encodeURIComponent('欠席')}&cursor=${first.nextCursor}`);
    expect(second.documents.map((d) => d.action)).toEqual(['session.update']);
    expect(second.nextCursor).toBeNull();
  });

  it('finds longer words anywhere in the log on the first page, and pages through many matches', async () => {
    const { manager } = await buildStaff(t.database.db);
    await recordAudit(t.database.db, { actorId: manager.id, action: 'needle.found', entity: 'link' });
    await manyEvents(SEARCH_WINDOW + 10);
    const found = await read(manager.token, '?q=needle');
    expect(found.documents.map((d) => d.action)).toEqual(['needle.found']);
    expect(found.nextCursor).toBeNull();
    expect(found.searchedUntil).toBeNull();

    await manyEvents(120, { action: 'many.matches' });
    const pages = await readAll(manager.token, { q: 'MANY.match' });
    expect(pages.map((p) => p.documents.length)).toEqual([50, 50, 20]);
    const ids = pages.flatMap((p) => p.documents.map((d) => d.id));
    expect(new Set(ids).size).toBe(120);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('matches words whatever their case, in Japanese, in the before value only, and in events written by SQL', async () => {
    const { manager } = await buildStaff(t.database.db);
    await recordAudit(t.database.db, [
      {
        actorId: manager.id,
        action: 'student.update',
        entity: 'student',
        entityId: 'st-1',
        before: { name: '田中 はなこ', comments: 'Reads Fluently' },
        after: { name: '田中 花子', comments: 'Reads Fluently' },
      },
      {
        actorId: manager.id,
        action: 'book.update',
        entity: 'book',
        entityId: 'bk-1',
        before: { title: 'The Very Hungry Caterpillar', tags: ['Classic'] },
        after: { title: 'Caterpillar', tags: [] },
      },
    ]);
    await t.database.db.execute(
      sql`insert into audit_events (action, entity, entity_id, after)
          values ('link.create', 'link', 'ln-1', ${JSON.stringify({ title: 'Ｓｃｈｏｏｌ Ｎｅｗｓ' })}::jsonb)`,
    );
    const records = async (q: string) =>
      (await read(manager.token, `?q=${encodeURIComponent(q)}`)).documents.map((d) => d.entityId);
    expect(await records('fluently')).toEqual(['st-1']);
    expect(await records('READS FLU')).toEqual(['st-1']);
    expect(await records('はなこ')).toEqual(['st-1']);
    expect(await records('田中 花子')).toEqual(['st-1']);
    expect(await records('花子')).toEqual(['st-1']);
    // Only in the value before the change, and only inside a list.
    expect(await records('very hungry')).toEqual(['bk-1']);
    expect(await records('classic')).toEqual(['bk-1']);
    // An event inserted without recordAudit is searchable too: PostgreSQL writes its words.
    expect(await records('ｓｃｈｏｏｌ ｎｅｗｓ')).toEqual(['ln-1']);
    expect(await records('ＳＣＨＯＯＬ')).toEqual(['ln-1']);
    // The kind and the record id are words of the event; several words must appear together.
    expect(await records('st-1')).toEqual(['st-1']);
    expect(await records('fluently caterpillar')).toEqual([]);
  });

  it('never finds an event by a secret it recorded', async () => {
    const { manager } = await buildStaff(t.database.db);
    const argon = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';
    const digest = 'a'.repeat(24) + '0123456789abcdef'.repeat(2);
    await recordAudit(t.database.db, {
      actorId: manager.id,
      action: 'user.update',
      entity: 'user',
      entityId: 'u-secret',
      before: { name: 'Visible Person', passwordHash: 'oldsecretvalue', nested: { token: 'tokenvalue123' } },
      after: {
        name: 'Visible Person',
        pin: '987654',
        jwtSecret: 'jwtsecretvalue',
        deviceTokens: ['devicetokenvalue'],
        note: `set to ${argon} and ${digest}`,
      },
    });
    const records = async (q: string) =>
      (await read(manager.token, `?q=${encodeURIComponent(q)}`)).documents.map((d) => d.entityId);
    expect(await records('visible person')).toEqual(['u-secret']);
    for (const secret of [
      'oldsecretvalue',
      'tokenvalue123',
      '987654',
      'jwtsecretvalue',
      'devicetokenvalue',
      'argon2',
      'c2FsdHNhbHQ',
      '19456',
      digest,
      '0123456789abcdef',
    ]) {
      expect(await records(secret), secret).toEqual([]);
    }
  });

  it('leaves out the values of exactly the fields the presenter redacts', async () => {
    const fields = [
      ...['passwordHash', 'pinHash', 'tokenHash', 'password', 'newPin', 'token', 'jwtSecret', 'nonce', 'deviceTokens'],
      ...['mustChangePassword', 'mustChangePin', 'name', 'tokenVersion', 'pickupStatus', 'pinned', 'hashtag'],
    ];
    const result = (await t.database.db.execute(
      sql`select f as field, audit_search_text('a', 'b', null, jsonb_build_object(f, 'findme'), null) as text
          from unnest(${`{${fields.join(',')}}`}::text[]) as f`,
    )) as unknown as { rows: { field: string; text: string }[] };
    expect(result.rows).toHaveLength(fields.length);
    for (const { field, text } of result.rows) {
      expect(text.includes('findme'), field).toBe(!isSecretField(field));
    }
  });

  it('never shows a secret, whatever an event recorded', async () => {
    const { manager } = await buildStaff(t.database.db);
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';
    await recordAudit(t.database.db, {
      actorId: manager.id,
      action: 'user.update',
      entity: 'user',
      entityId: 'u1',
      before: { name: 'A', passwordHash: hash, pinHash: 'old-pin-hash', nested: { token: 'secret-token-old' } },
      after: {
        name: 'B',
        passwordHash: 'new-hash',
        pinHash: 'new-pin-hash',
        nested: { token: 'secret-token-new' },
        note: hash,
      },
    });
    const res = await api(t.app, manager.token).get('/api/audit');
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toContain('pin-hash');
    // Words no id or date can hold by chance (a random UUID may hold 'abc').
    expect(res.body).not.toContain('secret-token');
    const [event] = res.json<AuditPageDto>().documents as [AuditEventDto];
    // jsonb keeps its own key order: compared by field.
    const byField = [...event.changes].sort((a, b) => a.field.localeCompare(b.field));
    expect(byField).toEqual([
      { field: 'name', before: 'A', after: 'B' },
      { field: 'nested', before: { token: '[redacted]' }, after: { token: '[redacted]' } },
      { field: 'note', after: '[redacted]' },
      { field: 'passwordHash', redacted: true },
      { field: 'pinHash', redacted: true },
    ]);
    const csv = await api(t.app, manager.token).get('/api/audit?format=csv');
    expect(csv.body).not.toContain('argon2');
    expect(csv.body).not.toContain('pin-hash');
  });

  it('exports the filtered view as CSV, newest first', async () => {
    const { manager } = await buildStaff(t.database.db);
    await recordAudit(t.database.db, [
      {
        actorId: manager.id,
        action: 'link.update',
        entity: 'link',
        entityId: 'l1',
        before: { title: 'A' },
        after: { title: 'B' },
      },
      { actorId: manager.id, action: 'book.update', entity: 'book', entityId: 'b1' },
    ]);
    await manyEvents(700, { entity: 'manual' });
    const res = await api(t.app, manager.token).get('/api/audit?format=csv&entity=link');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('audit-log.csv');
    const table = parseCsv(res.body);
    expect(table.header).toEqual(['Time (Asia/Tokyo)', 'Person', 'Action', 'Kind of record', 'Record', 'Changes']);
    expect(table.rows.map((r) => r.values.slice(1))).toEqual([
      [manager.name, 'link.update', 'link', 'l1', 'title: A → B'],
    ]);
    expect(table.rows[0]!.values[0]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    // More than one chunk, and one BOM at the very start only.
    const all = await api(t.app, manager.token).get('/api/audit?format=csv&entity=manual');
    expect(parseCsv(all.body).rows).toHaveLength(700);
    expect(all.body.match(/\uFEFF/g)).toHaveLength(1);
  });

  it('is for managers and up', async () => {
    const staff = await buildStaff(t.database.db);
    for (const who of [staff.admin, staff.manager]) {
      expect((await api(t.app, who.token).get('/api/audit')).statusCode).toBe(200);
    }
    for (const who of [staff.supervisor, staff.fullTimer, staff.partTimer]) {
      for (const url of ['/api/audit', '/api/audit?format=csv']) {
        const res = await api(t.app, who.token).get(url);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ statusCode: 403, code: 'auth.forbidden' });
      }
    }
  });

  it('refuses a bad cursor, dates out of order and an unknown format with a reason', async () => {
    const { manager } = await buildStaff(t.database.db);
    const expect400 = async (query: string, message: unknown) => {
      const res = await api(t.app, manager.token).get(`/api/audit${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, message });
    };
    const cursor = (at: string) => Buffer.from(JSON.stringify([at, 1])).toString('base64url');
    await expect400('?cursor=nonsense', 'this page of the audit log is out of date: search again');
    await expect400(
      `?cursor=${cursor('2026-02-31 10:00:00+00')}`,
      'this page of the audit log is out of date: search again',
    );
    await expect400('?from=2026-11-25&to=2026-11-24', ['the start date must be on or before the end date']);
    await expect400('?format=xml', ['format must be json or csv']);
    await expect400('?actorId=someone', ['person must be a user id']);
  });
});

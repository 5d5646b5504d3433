import { AUTHORITY } from '@school-ops/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { PUBLIC } from '../auth/access.ts';
import { createStorage, newKey } from '../storage/index.ts';
import { hasher, testConfig, tokens } from '../test/build-test-app.ts';
import { resetDatabase, workerDatabase } from '../test/database.ts';
import { bearer } from '../test/api.ts';
import { buildUser } from '../test/factories/index.ts';
import { captureLogs } from './support/log-capture.ts';

const CHILD = 'Hinata Kobayashi-Testchild';
const COMMENT = 'Hinata cried at pick-up today, mother informed';
const ARGON_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$ZmFrZWhhc2hmYWtlaGFzaGZha2VoYXNoZmFrZWhhc2g';

describe('logs never hold', () => {
  let app: FastifyInstance;
  const logs = captureLogs();
  const database = workerDatabase();

  beforeAll(async () => {
    app = await buildApp({ config: testConfig, db: (await database).db, hasher, tokens, logger: logs.logger });
    const { db } = await database;
    // Statements that fail with a child's data (or a hash) among their values, as a bug might.
    app.get('/api/test-failing-insert', { config: { access: PUBLIC } }, async () => {
      // sms_id is required: PostgreSQL answers with "Failing row contains (… name …)".
      await db.execute(sql`insert into students (name, comments, sms_id) values (${CHILD}, ${COMMENT}, ${null})`);
    });
    app.get('/api/test-failing-cast', { config: { access: PUBLIC } }, async () => {
      // PostgreSQL quotes the value it could not read in its own message.
      await db.execute(sql`select ${CHILD}::int as n`);
    });
    app.get('/api/test-failing-hash', { config: { access: PUBLIC } }, async () => {
      await db.execute(sql`update users set password_hash = ${ARGON_HASH} where id = ${'not-a-uuid'}`);
    });
    await app.ready();
  });
  beforeEach(async () => {
    await resetDatabase(await database);
    logs.lines.length = 0;
  });
  afterAll(async () => {
    await app.close();
  });

  it('the values of a failed SQL statement: no child name, comment or hash, in the error or its cause', async () => {
    for (const url of ['/api/test-failing-insert', '/api/test-failing-cast', '/api/test-failing-hash']) {
      expect((await app.inject({ url })).statusCode, url).toBe(500);
    }
    const errors = logs.lines.filter((l) => l.includes('"level":50'));
    expect(errors).toHaveLength(3);
    // Still useful to whoever runs the server: the statement and the database's reason.
    expect(errors[0]).toContain('insert into students');
    expect(errors[0]).toMatch(/not-null|null value/);
    expect(errors[1]).toContain('invalid input syntax');
    const all = logs.lines.join('\n');
    for (const secret of [CHILD, 'Hinata', COMMENT, ARGON_HASH, '$argon2id$', 'ZmFrZWhhc2hmYWtl']) {
      expect(all, `the log contains ${secret}`).not.toContain(secret);
    }
  });

  it('the signature of a signed file URL', async () => {
    const key = newKey('activity', 'jpg');
    await createStorage(testConfig).put(key, Buffer.from('a photo'), 'image/jpeg');
    const u = await buildUser((await database).db, { authority: AUTHORITY.user });
    const signed = await app.inject({ url: `/api/object-storage/signed-url-read/${key}`, headers: bearer(u.token) });
    const url = signed.json<{ document: { url: string } }>().document.url;
    const signature = new URL(url, 'http://x').searchParams.get('signature')!;
    expect(signature.length).toBeGreaterThan(20);
    expect((await app.inject({ url })).body).toBe('a photo');
    expect((await app.inject({ url: url.replace('signature=', 'signature=x') })).statusCode).toBe(403);

    const requests = logs.lines.filter((l) => l.includes(`/api/files/${key}`));
    // The request is logged (method and path), its query is not.
    expect(requests.length).toBeGreaterThanOrEqual(2);
    const all = logs.lines.join('\n');
    expect(all).not.toContain(signature);
    expect(all).not.toMatch(/signature=|expires=/);
  });
});

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../test/factories/index.ts';
import {
  ADMIN_USERNAME,
  createPgDatabase,
  openTarget,
  rowsOf,
  seedAdmin,
  type ScratchPg,
} from './harness/databases.ts';
import { freshDataDir } from './harness/pglite-template.ts';
import { buildServerBundle, call, startServer, type ServerEnv, type ServerProcess } from './harness/server-process.ts';

const BATCH = 5;

interface Burst {
  /** Batch tags the server answered 201 for. */
  acked: Set<string>;
  sent: Set<string>;
  clicksAcked: number;
  clicksSent: number;
}

/**
 * Keeps `parallel` writes in flight: batches of links (several rows and their audit events in one
 * transaction) mixed with click-count increments on one link. After `killAfter` acknowledgements
 * the process gets SIGKILL, with writes still in flight.
 */
async function burstThenKill(
  server: ServerProcess,
  token: string,
  linkId: string,
  killAfter: number,
  parallel = 8,
): Promise<Burst> {
  const burst: Burst = { acked: new Set(), sent: new Set(), clicksAcked: 0, clicksSent: 0 };
  let acks = 0;
  let killed: Promise<void> | undefined;
  let n = 0;
  const worker = async () => {
    while (!killed && n < 10_000) {
      const i = n++;
      try {
        if (i % 3 === 2) {
          burst.clicksSent++;
          const res = await call(server, 'PATCH', `/api/links/increment/${linkId}`, { token });
          if (res.status === 200) burst.clicksAcked++;
        } else {
          const tag = `crash-${i}`;
          burst.sent.add(tag);
          const links = Array.from({ length: BATCH }, (_, k) => ({
            title: `${tag}-${k}`,
            url: `https://example.test/${tag}/${k}`,
            role: 3,
          }));
          const res = await call(server, 'POST', '/api/links', { token, body: { links } });
          if (res.status === 201) burst.acked.add(tag);
          else throw new Error(`unexpected ${res.status} before the kill: ${JSON.stringify(res.body)}`);
        }
        acks++;
      } catch (err) {
        if (!killed) throw err;
        return;
      }
      if (acks >= killAfter && !killed) killed = server.stop('SIGKILL');
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  await killed;
  return burst;
}

async function signIn(server: ServerProcess): Promise<string> {
  const res = await call(server, 'POST', '/api/auth/login', {
    body: { username: ADMIN_USERNAME, password: TEST_PASSWORD },
  });
  expect(res.status, server.output()).toBe(200);
  return (res.body as { payload: { token: string } }).payload.token;
}

describe('crash safety: SIGKILL in the middle of a burst of writes', () => {
  let bundle: Awaited<ReturnType<typeof buildServerBundle>>;
  const cleanups: (() => Promise<void> | void)[] = [];

  beforeAll(async () => {
    bundle = await buildServerBundle();
    cleanups.push(bundle.cleanup);
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function crashAndCheck(env: ServerEnv) {
    const database = await openTarget({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    await seedAdmin(database);
    await database.close();

    const first = await startServer(bundle.main, env);
    cleanups.push(() => first.stop('SIGKILL'));
    const token = await signIn(first);
    const seed = await call(first, 'POST', '/api/links', {
      token,
      body: { links: [{ title: 'clicked', url: 'https://example.test/c', role: 3 }] },
    });
    const linkId = (seed.body as { documents: { id: string }[] }).documents[0]!.id;
    if (!env.DATABASE_URL) {
      // A second process on the same embedded database would corrupt it: it is refused outright.
      await expect(startServer(bundle.main, env)).rejects.toThrow(
        `the School Ops server (process ${first.child.pid}) is using the embedded database`,
      );
    }

    const burst = await burstThenKill(first, token, linkId, 25);
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(burst.acked.size).toBeGreaterThan(0);
    // Something was still in flight when the process died, or the test proved nothing.
    expect(burst.sent.size + burst.clicksSent).toBeGreaterThan(burst.acked.size + burst.clicksAcked);

    // The same data comes back up, signs in and takes writes again.
    const second = await startServer(bundle.main, env);
    cleanups.push(() => second.stop('SIGKILL'));
    const again = await signIn(second);
    const after = await call(second, 'POST', '/api/links', {
      token: again,
      body: { links: [{ title: 'after', url: 'https://example.test/a', role: 3 }] },
    });
    expect(after.status).toBe(201);
    await second.stop('SIGTERM');

    const check = await openTarget({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    try {
      const batches = await rowsOf<{ tag: string; links: number; audited: number }>(
        check,
        sql`select split_part(l.title, '-', 1) || '-' || split_part(l.title, '-', 2) as tag,
                   count(*)::int as links,
                   count(a.id)::int as audited
            from links l left join audit_events a on a.entity_id = l.id::text and a.action = 'link.create'
            where l.title like 'crash-%' group by 1`,
      );
      const present = new Map(batches.map((b) => [b.tag, b]));
      for (const tag of burst.acked)
        expect(present.get(tag), `acknowledged batch ${tag}`).toEqual({ tag, links: BATCH, audited: BATCH });
      // Unacknowledged batches may or may not have committed, but never in part.
      for (const b of batches) {
        expect(burst.sent.has(b.tag)).toBe(true);
        expect(b).toEqual({ tag: b.tag, links: BATCH, audited: BATCH });
      }
      const [clicked] = await rowsOf<{ clicks: number }>(
        check,
        sql`select click_count::int as clicks from links where id = ${linkId}`,
      );
      expect(clicked!.clicks).toBeGreaterThanOrEqual(burst.clicksAcked);
      expect(clicked!.clicks).toBeLessThanOrEqual(burst.clicksSent);
    } finally {
      await check.close();
    }
  }

  it('on PGlite: every acknowledged write is there after a restart, and no batch is half-written', async () => {
    const dataDir = await freshDataDir('crash');
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    await crashAndCheck({ DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex') });
  }, 120_000);

  it('on PostgreSQL: every acknowledged write is there after a restart, and no batch is half-written', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'so-crash-pg-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const scratch: ScratchPg = await createPgDatabase('crash');
    cleanups.push(() => scratch.drop());
    await crashAndCheck({ DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex'), DATABASE_URL: scratch.url });
  }, 120_000);
});

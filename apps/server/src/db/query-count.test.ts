import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './client.ts';
import { installQueryCountHeader } from './query-count.ts';

describe('x-query-count (QUERY_COUNT_HEADER=1)', () => {
  const opened = openPglite(undefined, { countQueries: true });
  afterAll(async () => (await opened).close());

  async function serverRunning(queries: number) {
    const { db } = await opened;
    const app = Fastify();
    app.get('/q', async () => {
      for (let i = 0; i < queries; i++) await db.execute(sql`select 1`);
      return { ok: true };
    });
    installQueryCountHeader(app.server);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return { app, url: `http://127.0.0.1:${port}/q` };
  }

  it('reports the statements each request ran, counted per request', async () => {
    const { app, url } = await serverRunning(3);
    try {
      const [a, b] = await Promise.all([fetch(url), fetch(url)]);
      expect(a.headers.get('x-query-count')).toBe('3');
      expect(b.headers.get('x-query-count')).toBe('3');
      expect(await a.json()).toEqual({ ok: true });
    } finally {
      await app.close();
    }
  });

  it('reports 0 for a request that runs none', async () => {
    const { app, url } = await serverRunning(0);
    try {
      expect((await fetch(url)).headers.get('x-query-count')).toBe('0');
    } finally {
      await app.close();
    }
  });
});

import { MSG } from '@school-ops/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { PUBLIC } from '../auth/access.ts';
import { hasher, TEST_SECRET, testConfig, tokens } from '../test/build-test-app.ts';
import { resetDatabase, workerDatabase } from '../test/database.ts';
import { bearer } from '../test/api.ts';
import { buildUser, TEST_PASSWORD, TEST_PIN } from '../test/factories/index.ts';
import { captureLogs } from './support/log-capture.ts';

/** The inline script of the stand-in build, as the build inlines the first-paint loader (decision 0052). */
const LOADER = '(function(){document.title="loader"})();';
const LOADER_SOURCE = `'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`;

/** A stand-in web build: the server serves index.html for client routes like /login. */
function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'so-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><div id="root"></div><script>${LOADER}</script><script type="module" src="/assets/app.js"></script>`,
  );
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
  return dir;
}

function directives(csp: string | undefined): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name, values);
  }
  return out;
}

const CROSS_ORIGIN = 'https://evil.example';
const DB_FAILURE_MARKER = 'no_such_table_for_the_test';

describe('security headers, CORS, errors and logs', () => {
  let app: FastifyInstance;
  const logs = captureLogs();
  const database = workerDatabase();

  beforeAll(async () => {
    app = await buildApp({
      config: { ...testConfig, webDist: fakeWebDist() },
      db: (await database).db,
      hasher,
      tokens,
      logger: logs.logger,
    });
    // Two ways to fail inside a handler: a thrown error carrying internals, and a database error.
    app.get('/api/test-boom', { config: { access: PUBLIC } }, () => {
      throw new Error('boom at /srv/app/internal-path.ts: password_hash mismatch');
    });
    app.get('/api/test-db-failure', { config: { access: PUBLIC } }, async () => {
      const { db } = await database;
      await db.execute(sql.raw(`select * from ${DB_FAILURE_MARKER}`));
      return { ok: true };
    });
    await app.ready();
  });
  beforeEach(async () => {
    await resetDatabase(await database);
  });
  afterAll(async () => {
    await app.close();
  });

  describe('Content-Security-Policy', () => {
    it.each(['/', '/login', '/api/health', '/api/auth/me', '/api/nothing-here'])('is strict on %s', async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).not.toBe(500);
      const csp = directives(res.headers['content-security-policy'] as string | undefined);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      // The site's own files, and the one inline script of index.html by its hash: no other inline script runs.
      expect(csp.get('script-src')).toEqual(["'self'", LOADER_SOURCE]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(res.headers['content-security-policy']).not.toMatch(/unsafe-eval|unsafe-hashes|\*/);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-powered-by']).toBeUndefined();
    });

    it('serves the web app itself on / and /login', async () => {
      for (const url of ['/', '/login']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/text\/html/);
      }
    });

    it('is one the web app can run under: its index.html has no inline script', () => {
      const html = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attrs, body] of scripts) {
        expect(attrs).toMatch(/\bsrc="\//);
        expect(body?.trim()).toBe('');
      }
      expect(html).not.toMatch(/\son[a-z]+=/i);
    });
  });

  describe('CORS', () => {
    it('sends no CORS headers to a cross-origin request', async () => {
      const u = await buildUser((await database).db);
      for (const url of ['/api/health', '/api/auth/me', '/']) {
        const res = await app.inject({ method: 'GET', url, headers: { origin: CROSS_ORIGIN, ...bearer(u.token) } });
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
        expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      }
    });

    it('answers no preflight: no allowed origin, method or header', async () => {
      for (const url of ['/api/auth/login', '/api/users', '/api/students/00000000-0000-4000-8000-000000000000']) {
        const res = await app.inject({
          method: 'OPTIONS',
          url,
          headers: {
            origin: CROSS_ORIGIN,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'authorization, content-type',
          },
        });
        expect(res.statusCode).toBe(404);
        for (const name of Object.keys(res.headers)) expect(name).not.toMatch(/^access-control-/);
      }
    });

    it('refuses a cross-origin sign-in form post without a JSON content type', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: CROSS_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=admin&password=x',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ statusCode: 415, message: 'unsupported content type' });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('errors', () => {
    it('answers a thrown error with a bare 500: no stack, path or secret', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/test-boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ statusCode: 500, message: MSG.somethingWentWrong });
      expect(res.body).not.toMatch(/boom|internal|password|stack|\.ts|at /);
    });

    it('answers a database error with a bare 500: no SQL, table or driver detail', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/test-db-failure' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ statusCode: 500, message: MSG.somethingWentWrong });
      expect(res.body).not.toMatch(new RegExp(`${DB_FAILURE_MARKER}|select|relation|query`, 'i'));
      // The full error is still logged for whoever runs the server.
      expect(logs.lines.some((l) => l.includes(DB_FAILURE_MARKER) && l.includes('"level":50'))).toBe(true);
    });

    it('answers bad JSON with a 400 that names no parser internals', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"username": "admin", "password": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, message: 'the request body could not be read' });
    });
  });

  describe('logs', () => {
    it('never contain a password, PIN, token, the JWT secret or an Authorization header', async () => {
      const { db } = await database;
      const u = await buildUser(db, { username: 'loggeduser', smsId: 34567 });
      logs.lines.length = 0;

      const byPassword = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'loggeduser', password: TEST_PASSWORD },
      });
      expect(byPassword.statusCode).toBe(200);
      const token = byPassword.json<{ payload: { token: string } }>().payload.token;
      const byPin = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: '34567', password: TEST_PIN },
      });
      expect(byPin.statusCode).toBe(200);
      const wrong = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'loggeduser', password: 'wrong-guess-77' },
      });
      expect(wrong.statusCode).toBe(401);
      const newPassword = 'fresh-password-88';
      const changed = await app.inject({
        method: 'PATCH',
        url: `/api/auth/${u.id}/update-my-password`,
        headers: { ...bearer(token), cookie: 'session=cookie-secret-99' },
        payload: { currentPassword: TEST_PASSWORD, newPassword },
      });
      expect(changed.statusCode).toBe(200);
      // The change ended the old token; the reply's fresh one carries on.
      const fresh = changed.json<{ payload: { token: string } }>().payload.token;
      const deviceToken = byPassword.json<{ payload: { deviceToken: string } }>().payload.deviceToken;
      const again = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'loggeduser', password: newPassword, deviceTokens: [deviceToken] },
      });
      expect(again.statusCode).toBe(200);
      const pin = await app.inject({
        method: 'PATCH',
        url: `/api/auth/${u.id}/update-my-pin`,
        headers: bearer(fresh),
        payload: { currentPin: TEST_PIN, newPin: '9753' },
      });
      expect(pin.statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/test-boom', headers: bearer(fresh) })).statusCode).toBe(500);

      // Requests were logged (the check below would pass on an empty log otherwise).
      expect(logs.lines.filter((l) => l.includes('request completed')).length).toBeGreaterThanOrEqual(7);
      const all = logs.lines.join('\n');
      for (const secret of [
        TEST_PASSWORD,
        TEST_PIN,
        newPassword,
        '9753',
        'wrong-guess-77',
        token,
        token.split('.')[2]!,
        fresh,
        deviceToken,
        deviceToken.split('.')[2]!,
        'cookie-secret-99',
      ]) {
        // A 4-digit PIN can appear inside a timestamp or an id: look for it as a JSON value.
        const needle = secret.length < 8 ? `"${secret}"` : secret;
        expect(all, `the log contains ${secret}`).not.toContain(needle);
      }
      expect(all).not.toContain(TEST_SECRET);
      expect(all).not.toMatch(/bearer /i);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { documentedSerializer } from '../openapi/serializer.ts';
import { hasher, testConfig, tokens } from '../test/build-test-app.ts';
import { workerDatabase } from '../test/database.ts';
import { collectApiRoutes } from '../test/route-table.ts';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type Paths = Record<string, Record<string, Operation>>;

const routes = await collectApiRoutes((await workerDatabase()).db);

async function appWith(apiDocs: boolean | undefined): Promise<FastifyInstance> {
  const app = await buildApp({
    config: { ...testConfig, apiDocs },
    db: (await workerDatabase()).db,
    hasher,
    tokens,
    logger: false,
  });
  await app.ready();
  return app;
}

describe('the OpenAPI document at /api/docs/json', () => {
  let app: FastifyInstance;
  let paths: Paths;
  const operations = () =>
    Object.entries(paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
    );

  beforeAll(async () => {
    app = await appWith(undefined);
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    paths = res.json<{ paths: Paths }>().paths;
  });
  afterAll(async () => {
    await app.close();
  });

  it('describes every API route', () => {
    expect(operations()).toHaveLength(routes.length);
    const documented = new Set(
      operations().map((o) => o.key.replace(/\{roleOrId\}/, '{x}').replace(/\{\w+\}/g, '{x}')),
    );
    for (const r of routes) expect(documented, r.key).toContain(`${r.method} ${r.url.replace(/:\w+/g, '{x}')}`);
  });

  it('gives every operation a summary, a unique operationId, a success schema and its error statuses', () => {
    const ids = new Set<string>();
    for (const { key, op } of operations()) {
      expect(op.summary, key).toMatch(/\w{3}/);
      expect(op.operationId, key).toMatch(/^[a-z][A-Za-z]+$/);
      expect(ids.has(op.operationId!), `${key}: ${op.operationId} twice`).toBe(false);
      ids.add(op.operationId!);
      const success = Object.keys(op.responses).filter((s) => s.startsWith('2'));
      expect(success.length, key).toBeGreaterThan(0);
      for (const s of success) {
        // 204 No Content has, by definition, no body to describe.
        if (s === '204') expect(op.responses[s]!.content, `${key} ${s}`).toBeUndefined();
        else expect(Object.values(op.responses[s]!.content ?? {})[0]?.schema, `${key} ${s}`).toBeDefined();
      }
      expect(Object.keys(op.responses), key).toContain('500');
    }
  });

  it('lists the errors each route can answer from its access: 401 and 422 with a token, 403 when restricted', () => {
    for (const r of routes) {
      const path = r.url.replace(/:(\w+)/g, '{$1}').replace(/\/api\/links\/\{(role|id)\}$/, '/api/links/{roleOrId}');
      const op = paths[path]?.[r.method.toLowerCase()];
      expect(op, r.key).toBeDefined();
      const statuses = Object.keys(op!.responses);
      const access = r.access ?? {};
      if ('public' in access) {
        expect(op!.security, `${r.key} needs no token`).toEqual([]);
      } else {
        expect(statuses, r.key).toEqual(expect.arrayContaining(['401', '422']));
        if (access.authority !== undefined || access.role !== undefined) expect(statuses, r.key).toContain('403');
      }
      if (r.schema.params) expect(statuses, r.key).toEqual(expect.arrayContaining(['400', '404']));
    }
  });

  it('describes the multipart and CSV bodies', () => {
    const multipart = [
      ['patch', '/api/students/{id}/photo'],
      ['patch', '/api/books/{id}/image'],
      ['patch', '/api/activities/{id}'],
      ['post', '/api/spelling-categories'],
      ['patch', '/api/spelling-categories/{id}'],
    ] as const;
    for (const [method, path] of multipart) {
      expect(Object.keys(paths[path]![method]!.requestBody?.content ?? {}), path).toEqual(['multipart/form-data']);
    }
    const form = paths['/api/students/{id}/photo']!.patch!.requestBody!.content['multipart/form-data'] as {
      schema: { properties: Record<string, unknown> };
    };
    expect(form.schema.properties.photo).toMatchObject({ type: 'string', format: 'binary' });
    expect(Object.keys(paths['/api/imports/{kind}']!.put!.requestBody!.content)).toEqual([
      'text/csv',
      'application/json',
    ]);
  });

  it('has no two paths that differ only in a parameter name (GET /api/links/{role} and PATCH /api/links/{id})', () => {
    const shapes = Object.keys(paths).map((p) => p.replace(/\{\w+\}/g, '{}'));
    expect(new Set(shapes).size).toBe(shapes.length);
    expect(Object.keys(paths['/api/links/{roleOrId}']!).sort()).toEqual(['delete', 'get', 'patch']);
  });
});

describe('API_DOCS', () => {
  it('is read from the environment: off, false, 0 or no hide the documentation', () => {
    const env = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/school-ops-api-docs-config' };
    expect(loadConfig(env).apiDocs).toBe(true);
    for (const off of ['off', 'false', '0', 'no'])
      expect(loadConfig({ ...env, API_DOCS: off }).apiDocs, off).toBe(false);
    expect(() => loadConfig({ ...env, API_DOCS: 'maybe' })).toThrow(/API_DOCS/);
  });

  it('=off answers 404 at /api/docs and /api/docs/json; the API itself still works', async () => {
    const app = await appWith(false);
    try {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
        expect((await app.inject({ url })).statusCode, url).toBe(404);
      }
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
    const shown = await appWith(true);
    try {
      expect((await shown.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await shown.close();
    }
  });
});

describe('response schemas', () => {
  const schema = z.object({ document: z.object({ id: z.string() }) });
  const compile = (check: boolean) =>
    documentedSerializer(check)({ schema, method: 'GET', url: '/api/x', httpStatus: '200' });

  it('never reshape a body: fields a schema does not name are sent as they are', () => {
    const body = { document: { id: 'a', extra: 1 }, more: true };
    expect(compile(false)(body)).toBe(JSON.stringify(body));
    expect(compile(true)(body)).toBe(JSON.stringify(body));
  });

  it('refuse, in the test suite, a body that does not match what the document promises', () => {
    expect(() => compile(true)({ document: { name: 'no id' } })).toThrow(
      /GET \/api\/x answered 200 .*documented schema/,
    );
    expect(compile(false)({ document: { name: 'no id' } })).toBe('{"document":{"name":"no id"}}');
  });
});

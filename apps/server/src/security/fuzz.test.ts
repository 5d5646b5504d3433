import * as shared from '@school-ops/shared';
import { AUTHORITY, ROLE } from '@school-ops/shared';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer } from '../test/api.ts';
import {
  buildActivity,
  buildBook,
  buildLink,
  buildManual,
  buildPickup,
  buildSession,
  buildShift,
  buildSpellingCategory,
  buildStaff,
  buildUser,
  dayFromToday,
  setSubmission,
} from '../test/factories/index.ts';
import { useTestApp } from '../test/build-test-app.ts';
import { workerDatabase } from '../test/database.ts';
import { collectApiRoutes, type ApiRoute } from '../test/route-table.ts';
import { snapshotTables } from './support/db-snapshot.ts';
import {
  encodePathSegment,
  jsonBody,
  malformedMultipart,
  nastyValue,
  pathParam,
  queryString,
  rawBody,
  schemaKeys,
} from './support/fuzz-inputs.ts';

/**
 * Garbage into every route of the app's own route table: never a 500, an error always in the
 * usual { statusCode, message } shape, nothing written by a refused request, and a write that
 * succeeds only with a body its schema accepts. Set FUZZ_SEED to replay a failing run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Known words for the non-id path parameters, so the fuzz also gets past those. */
const PATH_WORDS = [
  'abc',
  'spelling',
  'book',
  'nonSystemBook',
  'class',
  'students',
  'daily-schedule',
  'pickups',
  '0',
  '3',
];

const routes = await collectApiRoutes((await workerDatabase()).db);

type Zodish = { safeParse(v: unknown): { success: boolean } };
const isSchema = (v: unknown): v is Zodish => typeof (v as Zodish | undefined)?.safeParse === 'function';

const UNPARSABLE = Symbol('unparsable JSON');
/** What the server's JSON parser made of a raw body (a body it could not parse must never succeed). */
function parsedOrUnparsable(raw: string): unknown {
  try {
    // Fastify's JSON parser (secure-json-parse) drops a leading byte-order mark, as Excel and Notepad write one.
    return JSON.parse(raw.replace(/^\uFEFF/, '')) as unknown;
  } catch {
    return UNPARSABLE;
  }
}

interface Attempt {
  as: 'admin' | 'user';
  params: string[];
  query: string;
  body: { json: unknown } | { raw: string } | { multipart: { contentType: string; payload: Buffer } } | undefined;
}

/** A JSON escape of a lone surrogate (not an escaped backslash before "u"): text that was never repaired. */
const LONE_SURROGATE_ESCAPE = /(?<!\\)\\u(d[89ab][0-9a-f]{2}(?!\\ud[c-f])|d[c-f][0-9a-f]{2})/i;

describe('fuzzing every route', () => {
  const t = useTestApp();

  /** A little of everything, so real ids lead the fuzz into handlers rather than 404s. */
  async function fixture() {
    const db = t.database.db;
    const staff = await buildStaff(db);
    const teacher = await buildUser(db, { authority: AUTHORITY.user, role: ROLE.partTimeTeacher, maxHours: 20 });
    await setSubmission(db, true);
    const shift = await buildShift(db, { userId: teacher.id, date: dayFromToday(0), status: 2 });
    const future = await buildShift(db, { userId: teacher.id, date: dayFromToday(10) });
    const pickup = await buildPickup(db, {}, { shiftIds: [shift.id] });
    const session = await buildSession(db, { category: 'class' });
    const book = await buildBook(db);
    const category = await buildSpellingCategory(db);
    const activity = await buildActivity(db);
    const link = await buildLink(db);
    const manual = await buildManual(db);
    const ids = [
      teacher.id,
      staff.partTimer.id,
      shift.id,
      future.id,
      pickup.id,
      session.id,
      session.studentId,
      book.id,
      category.id,
      activity.id,
      link.id,
      manual.id,
    ].filter((v): v is string => typeof v === 'string');
    return { tokens: { admin: staff.admin.token, user: teacher.token }, realValues: [...ids, ...PATH_WORDS] };
  }

  function attempts(route: ApiRoute, realValues: string[]): fc.Arbitrary<Attempt> {
    const paramCount = (route.url.match(/:[A-Za-z_]\w*/g) ?? []).length;
    const bodyKeys = schemaKeys(route.schema.body);
    return fc.record({
      as: fc.constantFrom<'admin' | 'user'>('admin', 'admin', 'admin', 'user'),
      params: fc.tuple(...Array.from({ length: paramCount }, () => pathParam(realValues))),
      query: queryString(schemaKeys(route.schema.querystring)),
      body: WRITES.has(route.method)
        ? fc.oneof(
            { weight: 4, arbitrary: jsonBody(bodyKeys).map((json) => ({ json })) },
            { weight: 1, arbitrary: rawBody(bodyKeys).map((raw) => ({ raw })) },
            { weight: 1, arbitrary: malformedMultipart(bodyKeys).map((multipart) => ({ multipart })) },
          )
        : fc.constant(undefined),
    });
  }

  async function send(route: ApiRoute, a: Attempt, token: string): Promise<LightMyRequestResponse> {
    let i = 0;
    const path = route.url.replace(/:[A-Za-z_]\w*/g, () => encodePathSegment(a.params[i++] ?? ''));
    const headers: Record<string, string> = bearer(token);
    let payload: string | Buffer | undefined;
    if (a.body && 'multipart' in a.body) {
      headers['content-type'] = a.body.multipart.contentType;
      payload = a.body.multipart.payload;
    } else if (a.body) {
      headers['content-type'] = 'application/json';
      payload = 'raw' in a.body ? a.body.raw : (JSON.stringify(a.body.json) ?? 'null');
    }
    return t.app.inject({
      method: route.method as 'GET',
      url: `${path}${a.query}`,
      headers,
      ...(payload !== undefined && { payload }),
    });
  }

  /** A failed sign-in is meant to write: the throttle counts it. */
  const writesWhenRefused = (route: ApiRoute, status: number) =>
    route.key === 'POST /api/auth/login' && (status === 401 || status === 429);

  it('reads the routes of the app', () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  it.each(routes.map((r) => [r.key, r] as const))('%s survives garbage', { timeout: 120_000 }, async (_key, route) => {
    const { tokens, realValues } = await fixture();
    const property = fc.asyncProperty(attempts(route, realValues), async (a) => {
      const before = await snapshotTables(t.database.db);
      const res = await send(route, a, tokens[a.as]);
      const summary = `${route.key} as ${a.as} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
      expect(res.statusCode, summary).toBeLessThan(500);
      if (res.statusCode >= 400) {
        const body = res.json<{ statusCode: number; message: unknown }>();
        expect(body.statusCode, summary).toBe(res.statusCode);
        const messages = Array.isArray(body.message) ? body.message : [body.message];
        for (const m of messages) expect(typeof m === 'string' && m.trim().length > 0, summary).toBe(true);
        expect(res.body, summary).not.toMatch(/\n\s+at |node_modules|Failed query/);
        if (!writesWhenRefused(route, res.statusCode)) {
          expect(await snapshotTables(t.database.db), `${summary}: a refused request wrote`).toEqual(before);
        }
      } else if (LONE_SURROGATE_ESCAPE.test(res.body)) {
        expect.fail(`${summary}: answered with a lone surrogate the text rule should have repaired`);
      } else if (WRITES.has(route.method) && isSchema(route.schema.body) && a.body && !('multipart' in a.body)) {
        // A write went through: then its body must be one the route's schema accepts.
        const sent = 'json' in a.body ? a.body.json : parsedOrUnparsable(a.body.raw);
        expect(
          route.schema.body.safeParse(sent).success,
          `${summary}: accepted ${JSON.stringify(sent)?.slice(0, 300)}`,
        ).toBe(true);
      }
    });
    await fc.assert(property, { numRuns: RUNS_PER_ROUTE, seed: SEED }).catch((err: unknown) => {
      throw new Error(`fuzz failed (FUZZ_SEED=${SEED}): ${(err as Error).message}`);
    });
  });
});

/** A parsed query string as Fastify hands it over: a null-prototype object of strings and string lists. */
function queryObject(keys: string[]): fc.Arbitrary<unknown> {
  const key = keys.length ? fc.oneof(fc.constantFrom(...keys), fc.string()) : fc.string();
  return fc
    .dictionary(key, fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 3 })), { maxKeys: keys.length + 2 })
    .map((d) => Object.assign(Object.create(null) as object, d));
}

describe('shared request schemas', () => {
  const schemas = Object.entries(shared as Record<string, unknown>).flatMap(([name, value]) =>
    /Schema$/.test(name) && isSchema(value) ? [[name, value] as const] : [],
  );

  it('finds the schemas', () => {
    expect(schemas.length).toBeGreaterThan(20);
  });

  it.each(schemas)('%s only ever returns issues, never throws', (name, schema) => {
    const keys = schemaKeys(schema);
    const input = fc.oneof(
      // What a request can carry: JSON.parse's values (never a null-prototype object) and, from the query
      // string parser, a null-prototype object of strings and string lists at the top only. zod's length
      // checks throw on a nested null-prototype `length` (an input no request can produce).
      fc.anything({ withObjectString: true, maxDepth: 3 }),
      queryObject(keys),
      jsonBody(keys),
      nastyValue,
    );
    fc.assert(
      fc.property(input, (v) => {
        const result = schema.safeParse(v) as { success: boolean; error?: { issues: { message: string }[] } };
        expect(typeof result.success).toBe('boolean');
        if (!result.success) {
          expect(result.error?.issues.length).toBeGreaterThan(0);
          for (const issue of result.error!.issues) expect(issue.message.trim().length, name).toBeGreaterThan(0);
        }
      }),
      { numRuns: 150, seed: SEED },
    );
  });
});

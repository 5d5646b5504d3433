import { SCHOOLS } from '@school-ops/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../storage/index.ts';
import { hasher, testConfig, tokens } from '../../test/build-test-app.ts';
import { bearer } from '../../test/api.ts';
import { buildSession, buildShift, buildStaff, buildStudent, dayFromToday } from '../../test/factories/index.ts';
import { multipart, sampleImage } from '../../test/multipart.ts';
import { readTable, tablesInLoadOrder } from '../../ops/tables.ts';

export function appOn(database: Database, storage: FileStorage, dataDir: string): Promise<FastifyInstance> {
  return buildApp({ config: { ...testConfig, dataDir }, db: database.db, hasher, tokens, storage, logger: false });
}

/**
 * A bit of everything, made through the API where the API makes it: people, a student with a
 * photo, a started session, links, a day's activities with photos, shifts, and their audit trail.
 */
export async function fillSampleData(app: FastifyInstance, database: Database): Promise<{ managerToken: string }> {
  const db = database.db;
  const staff = await buildStaff(db);
  const student = await buildStudent(db, { name: 'Hana Mori', comments: 'likes 🐢 and "quotes", =1+2' });
  const photo = multipart({}, [
    { field: 'photo', filename: 'me.png', contentType: 'image/png', data: await sampleImage('png') },
  ]);
  const uploaded = await app.inject({
    method: 'PATCH',
    url: `/api/students/${student.id}/photo`,
    payload: photo.payload,
    headers: { ...photo.headers, ...bearer(staff.supervisor.token) },
  });
  expect(uploaded.statusCode).toBe(200);

  const session = await buildSession(db, { studentId: student.id });
  const started = await app.inject({
    method: 'PATCH',
    url: `/api/sessions/${session.id}/status`,
    headers: bearer(staff.partTimer.token),
    payload: { status: 'in progress' },
  });
  expect(started.statusCode).toBe(200);

  const links = await app.inject({
    method: 'POST',
    url: '/api/links',
    headers: bearer(staff.manager.token),
    payload: {
      links: [
        { title: 'Timetable', url: 'https://example.test/t', role: 3 },
        { title: '日本語のリンク', url: 'https://example.test/j', role: 0 },
      ],
    },
  });
  expect(links.statusCode).toBe(201);

  const date = dayFromToday(0);
  const day = await app.inject({
    method: 'GET',
    url: `/api/activities?schoolName=${SCHOOLS[0]}&date=${date}`,
    headers: bearer(staff.partTimer.token),
  });
  const activityId = (day.json().documents as { id: string }[])[0]!.id;
  const form = multipart({ title: 'Leaf prints', description: 'Autumn', photoAction: 'add' }, [
    { field: 'photos', filename: 'a.jpg', contentType: 'image/jpeg', data: await sampleImage('jpeg') },
    { field: 'photos', filename: 'b.gif', contentType: 'image/gif', data: await sampleImage('gif') },
  ]);
  const activity = await app.inject({
    method: 'PATCH',
    url: `/api/activities/${activityId}`,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(staff.partTimer.token) },
  });
  expect(activity.statusCode).toBe(200);

  await buildShift(db, { userId: staff.partTimer.id, date: dayFromToday(2) });
  await buildShift(db, { userId: staff.fullTimer.id, date: dayFromToday(2), status: 2 });
  return { managerToken: staff.manager.token };
}

/** Every table's rows as JSON text, in key order: equal snapshots mean equal databases. */
export async function snapshot(database: Database): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of await tablesInLoadOrder(database.db)) {
    out[table] = [];
    for await (const page of readTable(database.db, table)) out[table].push(...page);
  }
  return out;
}

/** Every stored file's bytes, by key. */
export async function storedFiles(storage: FileStorage, keys: string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const key of keys) out[key] = (await storage.get(key))?.body.toString('base64') ?? 'missing';
  return out;
}

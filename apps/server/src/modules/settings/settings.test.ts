import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { appSettings, auditEvents } from '../../db/schema/index.ts';
import { hasher, testConfig, tokens, useTestApp } from '../../test/build-test-app.ts';
import { api, bearer } from '../../test/api.ts';
import { buildStaff, buildStudent } from '../../test/factories/index.ts';

/** Issue 16 item 33: the student-notes site is a school setting managers change in the app. */
const t = useTestApp();

const stored = async () =>
  (await t.database.db.select().from(appSettings).where(eq(appSettings.key, 'notes_base_url')))[0];

describe('GET and PUT /api/settings', () => {
  it('starts from NOTES_BASE_URL; a manager sets the notes site, audited, and supervisors read it', async () => {
    const { manager, supervisor } = await buildStaff(t.database.db);
    expect((await api(t.app, supervisor.token).get('/api/settings')).json()).toEqual({
      document: { notesBaseUrl: testConfig.notesBaseUrl, readingSameStageSessions: 20 },
    });

    const res = await api(t.app, manager.token).put('/api/settings', {
      notesBaseUrl: ' https://notes.school.test/kids/ ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      document: { notesBaseUrl: 'https://notes.school.test/kids/', readingSameStageSessions: 20 },
    });
    expect(await stored()).toMatchObject({ value: 'https://notes.school.test/kids/', updatedBy: manager.id });
    expect((await api(t.app, supervisor.token).get('/api/settings')).json().document.notesBaseUrl).toBe(
      'https://notes.school.test/kids/',
    );
    const [audit] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'settings.update'));
    expect(audit).toMatchObject({
      actorId: manager.id,
      before: { notesBaseUrl: testConfig.notesBaseUrl },
      after: { notesBaseUrl: 'https://notes.school.test/kids/' },
    });
  });

  it('is changed by managers and admins only', async () => {
    const { admin, supervisor, fullTimer, partTimer } = await buildStaff(t.database.db);
    for (const who of [supervisor, fullTimer, partTimer]) {
      expect(
        (await api(t.app, who.token).put('/api/settings', { notesBaseUrl: 'https://evil.example/' })).statusCode,
      ).toBe(403);
    }
    expect((await api(t.app, fullTimer.token).get('/api/settings')).statusCode).toBe(403);
    expect(await stored()).toBeUndefined();
    expect(
      (await api(t.app, admin.token).put('/api/settings', { notesBaseUrl: 'https://notes.school.test/' })).statusCode,
    ).toBe(200);
  });

  it('takes only a web address, and an empty one means no notes link', async () => {
    const { manager } = await buildStaff(t.database.db);
    for (const bad of [
      'notes',
      'javascript:alert(1)',
      'ftp://notes.school.test/',
      42,
      `https://x.test/${'a'.repeat(500)}`,
    ]) {
      const res = await api(t.app, manager.token).put('/api/settings', { notesBaseUrl: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().message[0]).toMatch(/^the notes site/);
    }
    expect(await stored()).toBeUndefined();
    const none = await api(t.app, manager.token).put('/api/settings', { notesBaseUrl: '' });
    expect(none.json()).toEqual({ document: { notesBaseUrl: null, readingSameStageSessions: 20 } });
    expect(await stored()).toMatchObject({ value: null });
  });
});

describe("Reading Progress's same-stage count", () => {
  it('is 20 until a manager sets a whole number from 1 to 200, and the overview counts with it', async () => {
    const { manager, supervisor } = await buildStaff(t.database.db);
    for (const bad of [0, 201, 2.5, '10', null]) {
      const res = await api(t.app, manager.token).put('/api/settings', { readingSameStageSessions: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'settings.sameStageSessions',
        message: ['the number of sessions must be a whole number from 1 to 200'],
      });
    }
    const res = await api(t.app, manager.token).put('/api/settings', { readingSameStageSessions: 8 });
    expect(res.json().document).toEqual({ notesBaseUrl: testConfig.notesBaseUrl, readingSameStageSessions: 8 });
    const overview = await api(t.app, supervisor.token).get('/api/reading/overview?schoolName=Ikejiri');
    expect(overview.json().sameStageSessions).toBe(8);
  });
});

describe('the student page’s notes link', () => {
  it('follows the setting at once, in the list and on the student, and is gone when the setting is cleared', async () => {
    const { manager, supervisor } = await buildStaff(t.database.db);
    const student = await buildStudent(t.database.db, { smsId: 1234 });
    const notesOf = async () => {
      const one = await t.app.inject({
        method: 'GET',
        url: `/api/students/${student.id}`,
        headers: bearer(supervisor.token),
      });
      const list = await t.app.inject({ method: 'GET', url: '/api/students', headers: bearer(supervisor.token) });
      return [
        one.json().document.notesUrl,
        list.json().documents.find((s: { id: string }) => s.id === student.id).notesUrl,
      ];
    };
    expect(await notesOf()).toEqual([`${testConfig.notesBaseUrl}1234`, `${testConfig.notesBaseUrl}1234`]);
    await api(t.app, manager.token).put('/api/settings', { notesBaseUrl: 'https://notes.school.test/kids/' });
    expect(await notesOf()).toEqual(['https://notes.school.test/kids/1234', 'https://notes.school.test/kids/1234']);
    await api(t.app, manager.token).put('/api/settings', { notesBaseUrl: null });
    expect(await notesOf()).toEqual([null, null]);
  });

  it('without NOTES_BASE_URL, appears once a manager sets the notes site', async () => {
    const app = await buildApp({
      config: { ...testConfig, notesBaseUrl: undefined },
      db: t.database.db,
      changes: t.database.changes,
      hasher,
      tokens,
      logger: false,
    });
    try {
      const { manager, supervisor } = await buildStaff(t.database.db);
      const student = await buildStudent(t.database.db, { smsId: 4321 });
      const notes = async () =>
        (
          await app.inject({ method: 'GET', url: `/api/students/${student.id}`, headers: bearer(supervisor.token) })
        ).json().document.notesUrl;
      expect(await notes()).toBeNull();
      expect(
        (await app.inject({ method: 'GET', url: '/api/settings', headers: bearer(manager.token) })).json(),
      ).toEqual({ document: { notesBaseUrl: null, readingSameStageSessions: 20 } });
      await app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: bearer(manager.token),
        payload: { notesBaseUrl: 'https://notes.school.test/' },
      });
      expect(await notes()).toBe('https://notes.school.test/4321');
    } finally {
      await app.close();
    }
  });
});

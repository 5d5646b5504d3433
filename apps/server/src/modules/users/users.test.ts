import { AUTHORITY, defaultMainShift, ROLE } from '@school-ops/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { hasher, useTestApp } from '../../test/build-test-app.ts';
import { api, bearer } from '../../test/api.ts';
import { buildStaff, buildUser, identityFor, TEST_PASSWORD } from '../../test/factories/index.ts';
import { insertUser } from './repository.ts';
import { createUsersService } from './service.ts';

const NOT_FOUND = { statusCode: 404, code: 'request.notFound', message: 'requested data not found' };
const CANNOT_MANAGE = { statusCode: 403, message: 'you cannot change an account with more authority than yours' };
const CANNOT_GRANT = { statusCode: 403, message: 'you cannot give an account more authority than yours' };
const LAST_ADMIN = { statusCode: 400, message: 'the last admin cannot be removed' };

const newUser = (over: Record<string, unknown> = {}) => ({
  smsId: 11111,
  name: 'Mary Ann',
  role: ROLE.partTimeTeacher,
  authority: AUTHORITY.user,
  ...over,
});

describe('users', () => {
  const t = useTestApp();

  const userRow = async (id: string) => {
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    if (!row) throw new Error(`no user ${id}`);
    return row;
  };
  const audits = (action: string) =>
    t.database.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(auditEvents.id);
  const liveAdmins = () =>
    t.database.db
      .select()
      .from(users)
      .where(and(eq(users.authority, AUTHORITY.admin), isNull(users.deletedAt)));

  describe('GET /api/users', () => {
    it('lists live users by name for a manager', async () => {
      const manager = await buildUser(t.database.db, {
        name: 'Mika Manager',
        authority: AUTHORITY.manager,
        role: ROLE.schoolManager,
      });
      await buildUser(t.database.db, { name: 'Zed Zero' });
      await buildUser(t.database.db, { name: 'Aiko Tanaka' });
      const res = await api(t.app, manager.token).get('/api/users');
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json())).toEqual(['documents']);
      expect(res.json().documents.map((u: { name: string }) => u.name)).toEqual([
        'Aiko Tanaka',
        'Mika Manager',
        'Zed Zero',
      ]);
      expect(res.body).not.toMatch(/hash|argon/i);
    });

    it('is for managers and up', async () => {
      const staff = await buildStaff(t.database.db);
      expect((await api(t.app, staff.admin.token).get('/api/users')).statusCode).toBe(200);
      expect((await api(t.app, staff.manager.token).get('/api/users')).statusCode).toBe(200);
      for (const who of [staff.supervisor, staff.fullTimer, staff.partTimer]) {
        const res = await api(t.app, who.token).get('/api/users');
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ statusCode: 403, message: 'you are not authorized to do this' });
      }
    });
  });

  describe('GET /api/users/:id', () => {
    it('returns one user, or 404', async () => {
      const { manager, partTimer } = await buildStaff(t.database.db);
      const res = await api(t.app, manager.token).get(`/api/users/${partTimer.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        document: {
          id: partTimer.id,
          username: partTimer.username,
          smsId: partTimer.smsId,
          name: partTimer.name,
          nickname: null,
          role: ROLE.partTimeTeacher,
          authority: AUTHORITY.user,
          shouldSetCredentials: false,
          maxHours: 20,
          readingLevel: 'all',
          trainingLevel: 0,
          mainShift: null,
          language: 'en',
          can: { edit: true, delete: true, resetCredentials: true },
        },
      });
      const missing = await api(t.app, manager.token).get(`/api/users/${randomUUID()}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject(NOT_FOUND);
      const notUuid = await api(t.app, manager.token).get('/api/users/12');
      expect(notUuid.statusCode).toBe(400);
      expect(notUuid.json()).toMatchObject({ statusCode: 400, message: ['requested data not found'] });
    });
  });

  describe('POST /api/users', () => {
    it('creates a user with generated credentials that work', async () => {
      const { manager } = await buildStaff(t.database.db);
      const res = await api(t.app, manager.token).post('/api/users', newUser({ nickname: 'Mimi', maxHours: 12 }));
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['credentials', 'document']);
      expect(body.document).toEqual({
        id: expect.any(String),
        username: 'maryann',
        smsId: 11111,
        name: 'Mary Ann',
        nickname: 'Mimi',
        role: ROLE.partTimeTeacher,
        authority: AUTHORITY.user,
        shouldSetCredentials: true,
        maxHours: 12,
        readingLevel: 'none',
        trainingLevel: 0,
        mainShift: null,
        language: 'en',
        can: { edit: true, delete: true, resetCredentials: true },
      });
      expect(body.credentials.username).toBe('maryann');
      expect(body.credentials.pin).toMatch(/^\d{4}$/);
      expect(body.credentials.password).toMatch(/^[A-Za-z0-9]{12}$/);
      expect(Object.keys(body.credentials).sort()).toEqual(['password', 'pin', 'username']);

      const row = await userRow(body.document.id);
      expect(row).toMatchObject({
        username: 'maryann',
        smsId: 11111,
        mustChangePassword: true,
        mustChangePin: true,
        deletedAt: null,
      });
      expect(row.passwordHash.startsWith('$argon2id$')).toBe(true);
      expect(row.pinHash.startsWith('$argon2id$')).toBe(true);

      const byPassword = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'maryann', password: body.credentials.password },
      });
      expect(byPassword.statusCode).toBe(200);
      // Signing in answers the same account, without the abilities the manager's copy carries, and with the
      // new user's own screen-level abilities.
      const { can: _can, ...account } = body.document;
      expect(byPassword.json().user).toEqual({
        ...account,
        abilities: { seeCanceledSessions: false, grantableAuthorities: [] },
      });
      const byPin = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: '11111', password: body.credentials.pin },
      });
      expect(byPin.statusCode).toBe(200);
      expect(byPin.json().user.id).toBe(body.document.id);

      const [audit] = await audits('user.create');
      expect(audit).toMatchObject({
        actorId: manager.id,
        entity: 'user',
        entityId: body.document.id,
        before: null,
        after: account,
        ip: '127.0.0.1',
      });
      expect(audit?.requestId).toEqual(expect.any(String));
      expect(JSON.stringify(audit)).not.toContain(body.credentials.password);
    });

    it("creates a user in the language the manager chose, as the person's choice", async () => {
      const { manager } = await buildStaff(t.database.db);
      const res = await api(t.app, manager.token).post('/api/users', newUser({ language: 'ja' }));
      expect(res.statusCode).toBe(201);
      expect(res.json().document.language).toBe('ja');
      expect(await userRow(res.json().document.id)).toMatchObject({ language: 'ja', languageChosen: true });
      const [audit] = await audits('user.create');
      expect(audit?.after).toMatchObject({ language: 'ja' });
    });

    it('leaves the language of a new user unchosen when none is given (the first sign-in sets it)', async () => {
      const { manager } = await buildStaff(t.database.db);
      const res = await api(t.app, manager.token).post('/api/users', newUser());
      expect(res.statusCode).toBe(201);
      expect(await userRow(res.json().document.id)).toMatchObject({ language: 'en', languageChosen: false });
    });

    it('refuses a new user with an unknown language (coded 400, no row)', async () => {
      const { manager } = await buildStaff(t.database.db);
      const res = await api(t.app, manager.token).post('/api/users', newUser({ language: 'de' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        statusCode: 400,
        code: 'auth.language',
        message: ['language must be en or ja'],
      });
      expect(await audits('user.create')).toEqual([]);
    });

    it('makes usernames unique with a numeric suffix', async () => {
      const { manager } = await buildStaff(t.database.db);
      const a = await api(t.app, manager.token).post('/api/users', newUser({ smsId: 11111, name: 'Mary Ann' }));
      const b = await api(t.app, manager.token).post('/api/users', newUser({ smsId: 11112, name: 'Mary Ann' }));
      const c = await api(t.app, manager.token).post('/api/users', newUser({ smsId: 11113, name: 'mary-ann!' }));
      const d = await api(t.app, manager.token).post('/api/users', newUser({ smsId: 11114, name: "Mary Ann O'Neil" }));
      expect([a, b, c, d].map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
      expect([a, b, c, d].map((r) => r.json().document.username)).toEqual([
        'maryann',
        'maryann2',
        'maryann3',
        'maryannoneil',
      ]);
      expect(b.json().credentials.username).toBe('maryann2');
    });

    it('gives users of the same name created at once distinct usernames', async () => {
      const { manager } = await buildStaff(t.database.db);
      const results = await Promise.all(
        [1, 2, 3].map((i) =>
          api(t.app, manager.token).post('/api/users', newUser({ smsId: 30000 + i, name: 'Same Name' })),
        ),
      );
      expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
      expect(results.map((r) => r.json().document.username).sort()).toEqual(['samename', 'samename2', 'samename3']);
      expect(await audits('user.create')).toHaveLength(3);
    });

    it('reuses the username of a deleted user', async () => {
      const { manager } = await buildStaff(t.database.db);
      const first = await api(t.app, manager.token).post('/api/users', newUser());
      expect((await api(t.app, manager.token).delete(`/api/users/${first.json().document.id}`)).statusCode).toBe(200);
      const again = await api(t.app, manager.token).post('/api/users', newUser());
      expect(again.statusCode).toBe(201);
      expect(again.json().document.username).toBe('maryann');
    });

    it('refuses a duplicate SMS ID with 409, but not one of a deleted user', async () => {
      const { manager } = await buildStaff(t.database.db);
      const first = await api(t.app, manager.token).post('/api/users', newUser({ smsId: 22222 }));
      expect(first.statusCode).toBe(201);
      const dup = await api(t.app, manager.token).post('/api/users', newUser({ smsId: 22222, name: 'Other Person' }));
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toMatchObject({ statusCode: 409, message: 'that SMS ID is already used by another user' });
      expect(await t.database.db.select().from(users).where(eq(users.smsId, 22222))).toHaveLength(1);
      expect(await audits('user.create')).toHaveLength(1);

      await api(t.app, manager.token).delete(`/api/users/${first.json().document.id}`);
      const reuse = await api(t.app, manager.token).post('/api/users', newUser({ smsId: 22222, name: 'Other Person' }));
      expect(reuse.statusCode).toBe(201);
    });

    it('validates the body', async () => {
      const { manager } = await buildStaff(t.database.db);
      const { name: _name, ...noName } = newUser();
      const res = await api(t.app, manager.token).post('/api/users', noName);
      expect(res.statusCode).toBe(400);
      expect(res.json().statusCode).toBe(400);
      expect(res.json().message).toContain('name is required');

      const empty = await api(t.app, manager.token).post('/api/users', {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toEqual(
        expect.arrayContaining(['SMS ID is required and must be a number', 'name is required']),
      );

      const smsText = await api(t.app, manager.token).post('/api/users', newUser({ smsId: '11111' }));
      expect(smsText.statusCode).toBe(400);
      expect(smsText.json()).toMatchObject({ statusCode: 400, message: ['SMS ID is required and must be a number'] });

      const noBody = await t.app.inject({ method: 'POST', url: '/api/users', headers: bearer(manager.token) });
      expect(noBody.statusCode).toBe(400);

      expect(await audits('user.create')).toEqual([]);
    });

    it('does not let a manager create an admin', async () => {
      const { manager } = await buildStaff(t.database.db);
      const res = await api(t.app, manager.token).post(
        '/api/users',
        newUser({ authority: AUTHORITY.admin, role: null }),
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject(CANNOT_GRANT);
      expect(await t.database.db.select().from(users).where(eq(users.smsId, 11111))).toEqual([]);
      // Their own level is fine.
      const peer = await api(t.app, manager.token).post(
        '/api/users',
        newUser({ authority: AUTHORITY.manager, role: null }),
      );
      expect(peer.statusCode).toBe(201);
      expect(peer.json().document).toMatchObject({ authority: AUTHORITY.manager, role: null });
    });

    it('lets an admin create an admin', async () => {
      const { admin } = await buildStaff(t.database.db);
      const res = await api(t.app, admin.token).post('/api/users', newUser({ authority: AUTHORITY.admin, role: null }));
      expect(res.statusCode).toBe(201);
      expect(res.json().document.authority).toBe(AUTHORITY.admin);
    });

    it('refuses main-shift times off the 5-minute step (issue 16 item 5), and creates nobody', async () => {
      const { manager } = await buildStaff(t.database.db);
      const mainShift = defaultMainShift();
      mainShift[1] = { ...mainShift[1]!, endTime: '19:03' };
      const res = await api(t.app, manager.token).post(
        '/api/users',
        newUser({ smsId: 11006, role: ROLE.fullTimeTeacher, mainShift }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, message: ['time must be in steps of 5 minutes'] });
      expect(await t.database.db.select().from(users).where(eq(users.smsId, 11006))).toEqual([]);
    });

    it('keeps max hours for part-timers only and the main shift for full-timers and supervisors only', async () => {
      const { manager } = await buildStaff(t.database.db);
      const mainShift = defaultMainShift();
      const create = (smsId: number, role: number | null) =>
        api(t.app, manager.token).post(
          '/api/users',
          newUser({ smsId, name: `Role ${role}`, role, maxHours: 15, mainShift }),
        );
      const part = await create(11001, ROLE.partTimeTeacher);
      const full = await create(11002, ROLE.fullTimeTeacher);
      const sup = await create(11003, ROLE.supervisor);
      const school = await create(11004, ROLE.schoolManager);
      const none = await create(11005, null);
      expect([part, full, sup, school, none].map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
      const pick = (r: typeof part) => ({
        maxHours: r.json().document.maxHours,
        mainShift: r.json().document.mainShift,
      });
      expect(pick(part)).toEqual({ maxHours: 15, mainShift: null });
      expect(pick(full)).toEqual({ maxHours: null, mainShift });
      expect(pick(sup)).toEqual({ maxHours: null, mainShift });
      expect(pick(school)).toEqual({ maxHours: null, mainShift: null });
      expect(pick(none)).toEqual({ maxHours: null, mainShift: null });

      const partRow = await userRow(part.json().document.id);
      expect(partRow.maxHours).toBe(15);
      expect(partRow.mainShift).toBeNull();
      const fullRow = await userRow(full.json().document.id);
      expect(fullRow.maxHours).toBeNull();
      expect(fullRow.mainShift).toEqual(mainShift);
    });
  });

  describe('PATCH /api/users/:id', () => {
    it('updates the given fields only and audits before and after', async () => {
      const { manager } = await buildStaff(t.database.db);
      const u = await buildUser(t.database.db, {
        name: 'Ken Tanaka',
        nickname: 'Ken',
        readingLevel: 'abcs',
        trainingLevel: 2,
        maxHours: 10,
      });
      const res = await api(t.app, manager.token).patch(`/api/users/${u.id}`, { name: 'Kenji Tanaka' });
      expect(res.statusCode).toBe(200);
      expect(res.json().document).toMatchObject({
        id: u.id,
        name: 'Kenji Tanaka',
        nickname: 'Ken',
        readingLevel: 'abcs',
        trainingLevel: 2,
        maxHours: 10,
        username: u.username,
      });
      const row = await userRow(u.id);
      expect(row).toMatchObject({
        name: 'Kenji Tanaka',
        nickname: 'Ken',
        readingLevel: 'abcs',
        trainingLevel: 2,
        maxHours: 10,
      });

      const [audit] = await audits('user.update');
      expect(audit).toMatchObject({ actorId: manager.id, entity: 'user', entityId: u.id });
      expect(audit?.before).toMatchObject({ name: 'Ken Tanaka', readingLevel: 'abcs' });
      // The audit keeps the account; the abilities sent with it are the viewer's, not the record's.
      const { can, ...account } = res.json().document;
      expect(can).toEqual({ edit: true, delete: true, resetCredentials: true });
      expect(audit?.after).toEqual(account);
    });

    it('changes levels, nickname and SMS ID', async () => {
      const { manager } = await buildStaff(t.database.db);
      const u = await buildUser(t.database.db, { nickname: 'Ken' });
      const res = await api(t.app, manager.token).patch(`/api/users/${u.id}`, {
        readingLevel: 'book',
        trainingLevel: 1,
        nickname: '',
        smsId: 777,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().document).toMatchObject({ readingLevel: 'book', trainingLevel: 1, nickname: null, smsId: 777 });
      expect(await userRow(u.id)).toMatchObject({ readingLevel: 'book', trainingLevel: 1, nickname: null, smsId: 777 });
    });

    it("sets the person's language, as chosen (a sign-in then keeps it), and audits it", async () => {
      const { manager, partTimer } = await buildStaff(t.database.db);
      const res = await api(t.app, manager.token).patch(`/api/users/${partTimer.id}`, { language: 'ja' });
      expect(res.statusCode).toBe(200);
      expect(res.json().document).toMatchObject({ id: partTimer.id, language: 'ja' });
      expect(await userRow(partTimer.id)).toMatchObject({ language: 'ja', languageChosen: true });
      const [audit] = await audits('user.update');
      expect(audit?.before).toMatchObject({ language: 'en' });
      expect(audit?.after).toMatchObject({ language: 'ja' });

      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: partTimer.username, password: TEST_PASSWORD, language: 'en' },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().user.language).toBe('ja');
      expect((await userRow(partTimer.id)).language).toBe('ja');
    });

    it('refuses a language other than en or ja with a coded 400', async () => {
      const { manager, partTimer } = await buildStaff(t.database.db);
      const res = await api(t.app, manager.token).patch(`/api/users/${partTimer.id}`, { language: 'fr' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        statusCode: 400,
        code: 'auth.language',
        message: ['language must be en or ja'],
      });
      expect(await userRow(partTimer.id)).toMatchObject({ language: 'en', languageChosen: false });
      expect(await audits('user.update')).toEqual([]);
    });

    it('refuses an SMS ID already in use with 409', async () => {
      const { manager, fullTimer, partTimer } = await buildStaff(t.database.db);
      const res = await api(t.app, manager.token).patch(`/api/users/${partTimer.id}`, { smsId: fullTimer.smsId });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ statusCode: 409, message: 'that SMS ID is already used by another user' });
      expect((await userRow(partTimer.id)).smsId).toBe(partTimer.smsId);
      expect(await audits('user.update')).toEqual([]);
    });

    it('clears max hours and sets the main shift as the role changes', async () => {
      const { manager, partTimer, fullTimer } = await buildStaff(t.database.db);
      const mainShift = defaultMainShift();
      const toFull = await api(t.app, manager.token).patch(`/api/users/${partTimer.id}`, {
        role: ROLE.fullTimeTeacher,
        mainShift,
      });
      expect(toFull.statusCode).toBe(200);
      expect(toFull.json().document).toMatchObject({ role: ROLE.fullTimeTeacher, maxHours: null, mainShift });
      expect(await userRow(partTimer.id)).toMatchObject({ maxHours: null, mainShift });

      const withShift = await api(t.app, manager.token).patch(`/api/users/${fullTimer.id}`, { mainShift });
      expect(withShift.statusCode).toBe(200);
      const toPart = await api(t.app, manager.token).patch(`/api/users/${fullTimer.id}`, {
        role: ROLE.partTimeTeacher,
        maxHours: 8,
      });
      expect(toPart.statusCode).toBe(200);
      expect(toPart.json().document).toMatchObject({ role: ROLE.partTimeTeacher, maxHours: 8, mainShift: null });
      expect(await userRow(fullTimer.id)).toMatchObject({ maxHours: 8, mainShift: null });

      // Max hours sent for a full-timer are dropped.
      const ignored = await api(t.app, manager.token).patch(`/api/users/${partTimer.id}`, { maxHours: 30 });
      expect(ignored.statusCode).toBe(200);
      expect((await userRow(partTimer.id)).maxHours).toBeNull();
    });

    it('validates the body', async () => {
      const { manager, partTimer } = await buildStaff(t.database.db);
      const res = await api(t.app, manager.token).patch(`/api/users/${partTimer.id}`, { name: '  ', maxHours: 0 });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.arrayContaining(['name is required', 'max hours must be at least 1']));
      const missing = await api(t.app, manager.token).patch(`/api/users/${randomUUID()}`, { name: 'X' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject(NOT_FOUND);
    });

    it('does not let a manager raise anyone to admin, nor edit an admin', async () => {
      const { manager, admin, partTimer } = await buildStaff(t.database.db);
      const raise = await api(t.app, manager.token).patch(`/api/users/${partTimer.id}`, { authority: AUTHORITY.admin });
      expect(raise.statusCode).toBe(403);
      expect(raise.json()).toMatchObject(CANNOT_GRANT);
      expect((await userRow(partTimer.id)).authority).toBe(AUTHORITY.user);

      const self = await api(t.app, manager.token).patch(`/api/users/${manager.id}`, { authority: AUTHORITY.admin });
      expect(self.statusCode).toBe(403);
      expect((await userRow(manager.id)).authority).toBe(AUTHORITY.manager);

      const edit = await api(t.app, manager.token).patch(`/api/users/${admin.id}`, { name: 'Hacked' });
      expect(edit.statusCode).toBe(403);
      expect(edit.json()).toMatchObject(CANNOT_MANAGE);
      expect((await userRow(admin.id)).name).toBe(admin.name);
      expect(await audits('user.update')).toEqual([]);
    });

    it('keeps the last admin', async () => {
      const { admin } = await buildStaff(t.database.db);
      const res = await api(t.app, admin.token).patch(`/api/users/${admin.id}`, { authority: AUTHORITY.manager });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(LAST_ADMIN);
      expect((await userRow(admin.id)).authority).toBe(AUTHORITY.admin);
      // Other changes to the last admin are fine, including re-sending admin.
      const rename = await api(t.app, admin.token).patch(`/api/users/${admin.id}`, {
        name: 'Ada',
        authority: AUTHORITY.admin,
      });
      expect(rename.statusCode).toBe(200);
    });

    it('lets one of two admins step down, then keeps the other', async () => {
      const { admin } = await buildStaff(t.database.db);
      const second = await buildUser(t.database.db, { authority: AUTHORITY.admin, role: ROLE.schoolManager });
      const demote = await api(t.app, admin.token).patch(`/api/users/${second.id}`, { authority: AUTHORITY.manager });
      expect(demote.statusCode).toBe(200);
      expect(demote.json().document.authority).toBe(AUTHORITY.manager);
      const last = await api(t.app, admin.token).patch(`/api/users/${admin.id}`, { authority: AUTHORITY.user });
      expect(last.statusCode).toBe(400);
      expect(last.json()).toMatchObject(LAST_ADMIN);
      expect((await liveAdmins()).map((u) => u.id)).toEqual([admin.id]);
    });

    it('two admins demoting each other at once still leave one admin', async () => {
      // A few rounds, since a race shows only sometimes; each round starts from exactly two admins.
      for (let round = 0; round < 5; round++) {
        const a = await buildUser(t.database.db, { authority: AUTHORITY.admin, role: ROLE.schoolManager });
        const b = await buildUser(t.database.db, { authority: AUTHORITY.admin, role: ROLE.schoolManager });
        const results = await Promise.all([
          api(t.app, a.token).patch(`/api/users/${b.id}`, { authority: AUTHORITY.manager }),
          api(t.app, b.token).patch(`/api/users/${a.id}`, { authority: AUTHORITY.manager }),
        ]);
        // The loser is refused either as the last admin (400) or, when the winner committed before
        // the loser's request was authorised, because it is no longer an admin at all (403).
        const [first, second] = results.map((r) => r.statusCode).sort();
        expect(first).toBe(200);
        expect([400, 403]).toContain(second);
        const left = await liveAdmins();
        expect(left).toHaveLength(1);
        await t.database.db.update(users).set({ authority: AUTHORITY.manager }).where(eq(users.id, left[0]!.id));
      }
    });
  });

  describe('DELETE /api/users/:id', () => {
    it('soft-deletes: gone from the list and from GET, row kept with deleted_at, audited', async () => {
      const { manager, partTimer } = await buildStaff(t.database.db);
      const res = await api(t.app, manager.token).delete(`/api/users/${partTimer.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().document).toMatchObject({ id: partTimer.id, name: partTimer.name });

      const list = await api(t.app, manager.token).get('/api/users');
      expect(list.json().documents.map((u: { id: string }) => u.id)).not.toContain(partTimer.id);
      expect(list.json().documents).toHaveLength(4);
      expect((await api(t.app, manager.token).get(`/api/users/${partTimer.id}`)).statusCode).toBe(404);

      const row = await userRow(partTimer.id);
      expect(row.deletedAt).toBeInstanceOf(Date);
      expect(row.tokenVersion).toBe(partTimer.tokenVersion + 1);

      const [audit] = await audits('user.delete');
      expect(audit).toMatchObject({ actorId: manager.id, entity: 'user', entityId: partTimer.id });
      expect(audit?.before).toMatchObject({ id: partTimer.id, name: partTimer.name });

      const again = await api(t.app, manager.token).delete(`/api/users/${partTimer.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject(NOT_FOUND);
      expect(await audits('user.delete')).toHaveLength(1);

      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: partTimer.username, password: TEST_PASSWORD },
      });
      expect(login.statusCode).toBe(401);
    });

    it('does not let anyone delete themselves', async () => {
      const { admin, manager } = await buildStaff(t.database.db);
      for (const who of [admin, manager]) {
        const res = await api(t.app, who.token).delete(`/api/users/${who.id}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ statusCode: 400, message: 'you cannot delete your own account' });
        expect((await userRow(who.id)).deletedAt).toBeNull();
      }
    });

    it('does not let a manager delete an admin', async () => {
      const { manager, admin } = await buildStaff(t.database.db);
      await buildUser(t.database.db, { authority: AUTHORITY.admin, role: ROLE.schoolManager });
      const res = await api(t.app, manager.token).delete(`/api/users/${admin.id}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject(CANNOT_MANAGE);
      expect((await userRow(admin.id)).deletedAt).toBeNull();
    });

    it('lets an admin delete another admin', async () => {
      const { admin } = await buildStaff(t.database.db);
      const second = await buildUser(t.database.db, { authority: AUTHORITY.admin, role: ROLE.schoolManager });
      const res = await api(t.app, admin.token).delete(`/api/users/${second.id}`);
      expect(res.statusCode).toBe(200);
      expect((await liveAdmins()).map((u) => u.id)).toEqual([admin.id]);
    });

    it('never removes the last admin (service level: the API always has an acting admin)', async () => {
      const only = await insertUser(t.database.db, {
        username: 'onlyadmin',
        smsId: 1,
        name: 'Only Admin',
        authority: AUTHORITY.admin,
        role: null,
        passwordHash: 'x',
        pinHash: 'x',
      });
      const service = createUsersService({ db: t.database.db, hasher });
      const actor = identityFor({
        id: randomUUID(),
        name: 'Gone Admin',
        nickname: null,
        authority: AUTHORITY.admin,
        role: null,
        readingLevel: 'none',
      });
      const err = await service.remove(actor, only.id).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(HttpError);
      expect(err).toMatchObject({ statusCode: LAST_ADMIN.statusCode, clientMessage: LAST_ADMIN.message });
      expect((await userRow(only.id)).deletedAt).toBeNull();
      expect(await audits('user.delete')).toEqual([]);
    });

    it('two admins deleting each other at once still leave one admin', async () => {
      for (let round = 0; round < 5; round++) {
        const a = await buildUser(t.database.db, { authority: AUTHORITY.admin, role: ROLE.schoolManager });
        const b = await buildUser(t.database.db, { authority: AUTHORITY.admin, role: ROLE.schoolManager });
        const results = await Promise.all([
          api(t.app, a.token).delete(`/api/users/${b.id}`),
          api(t.app, b.token).delete(`/api/users/${a.id}`),
        ]);
        // The loser is refused as the last admin, or (if the winner committed first) as a deleted user.
        expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
        expect(results.filter((r) => r.statusCode !== 200).map((r) => r.statusCode)).toEqual([
          expect.toBeOneOf([400, 422]),
        ]);
        const left = await liveAdmins();
        expect(left).toHaveLength(1);
        await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, left[0]!.id));
      }
    });
  });

  describe('PATCH /api/users/:id/reset-credentials', () => {
    it('issues new credentials, flags the user and ends their sessions', async () => {
      const { manager, partTimer } = await buildStaff(t.database.db);
      const res = await api(t.app, manager.token).patch(`/api/users/${partTimer.id}/reset-credentials`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.document).toMatchObject({ id: partTimer.id, shouldSetCredentials: true });
      expect(body.credentials).toEqual({
        username: partTimer.username,
        password: expect.stringMatching(/^[A-Za-z0-9]{12}$/),
        pin: expect.stringMatching(/^\d{4}$/),
      });

      const row = await userRow(partTimer.id);
      expect(row).toMatchObject({
        mustChangePassword: true,
        mustChangePin: true,
        tokenVersion: partTimer.tokenVersion + 1,
      });
      expect(row.passwordHash).not.toBe(partTimer.passwordHash);
      expect(row.pinHash).not.toBe(partTimer.pinHash);

      const old = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: partTimer.username, password: TEST_PASSWORD },
      });
      expect(old.statusCode).toBe(401);
      const fresh = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: partTimer.username, password: body.credentials.password },
      });
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json().user.shouldSetCredentials).toBe(true);

      const [audit] = await audits('user.reset-credentials');
      expect(audit).toMatchObject({ actorId: manager.id, entity: 'user', entityId: partTimer.id });
      expect(JSON.stringify(audit)).not.toContain(body.credentials.password);
    });

    it('does not let a manager reset an admin; 404 for an unknown user', async () => {
      const { manager, admin } = await buildStaff(t.database.db);
      const res = await api(t.app, manager.token).patch(`/api/users/${admin.id}/reset-credentials`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject(CANNOT_MANAGE);
      expect((await userRow(admin.id)).passwordHash).toBe(admin.passwordHash);
      expect(await audits('user.reset-credentials')).toEqual([]);

      const missing = await api(t.app, manager.token).patch(`/api/users/${randomUUID()}/reset-credentials`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject(NOT_FOUND);
    });
  });

  describe('teachers', () => {
    it('GET /api/users/teachers lists only full-time and part-time teachers', async () => {
      const staff = await buildStaff(t.database.db);
      const extra = await buildUser(t.database.db, { name: 'Aaron Part', role: ROLE.partTimeTeacher });
      const gone = await buildUser(t.database.db, { name: 'Gone Teacher', role: ROLE.fullTimeTeacher });
      await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
      await insertUser(t.database.db, {
        username: 'norole',
        smsId: 99,
        name: 'No Role',
        authority: AUTHORITY.manager,
        role: null,
        passwordHash: 'x',
        pinHash: 'x',
      });

      const res = await api(t.app, staff.supervisor.token).get('/api/users/teachers');
      expect(res.statusCode).toBe(200);
      const ids = res.json().documents.map((u: { id: string }) => u.id);
      expect(ids).toEqual(
        [extra.id, staff.fullTimer.id, staff.partTimer.id].sort((x, y) => {
          const names: Record<string, string> = {
            [extra.id]: extra.name,
            [staff.fullTimer.id]: staff.fullTimer.name,
            [staff.partTimer.id]: staff.partTimer.name,
          };
          return names[x]!.localeCompare(names[y]!);
        }),
      );
      expect(res.body).not.toMatch(/hash|argon/i);

      const denied = await api(t.app, staff.fullTimer.token).get('/api/users/teachers');
      expect(denied.statusCode).toBe(403);
    });

    it('GET /api/users/teachers/:id returns a teacher, 404 for anyone else', async () => {
      const { supervisor, fullTimer, manager } = await buildStaff(t.database.db);
      const res = await api(t.app, supervisor.token).get(`/api/users/teachers/${fullTimer.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().document).toMatchObject({ id: fullTimer.id, role: ROLE.fullTimeTeacher });
      for (const id of [supervisor.id, manager.id, randomUUID()]) {
        const other = await api(t.app, supervisor.token).get(`/api/users/teachers/${id}`);
        expect(other.statusCode).toBe(404);
        expect(other.json()).toMatchObject(NOT_FOUND);
      }
    });

    it('PATCH /api/users/teachers/:id updates levels and nickname, and audits', async () => {
      const { supervisor, partTimer } = await buildStaff(t.database.db);
      const res = await api(t.app, supervisor.token).patch(`/api/users/teachers/${partTimer.id}`, {
        readingLevel: 'book',
        trainingLevel: 2,
        nickname: 'Patty',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().document).toMatchObject({
        id: partTimer.id,
        readingLevel: 'book',
        trainingLevel: 2,
        nickname: 'Patty',
      });
      expect(await userRow(partTimer.id)).toMatchObject({
        readingLevel: 'book',
        trainingLevel: 2,
        nickname: 'Patty',
        maxHours: 20,
      });

      const [audit] = await audits('teacher.update');
      expect(audit).toMatchObject({ actorId: supervisor.id, entity: 'user', entityId: partTimer.id });
      expect(audit?.before).toMatchObject({ readingLevel: 'all', trainingLevel: 0, nickname: null });
      expect(audit?.after).toEqual(res.json().document);
    });

    it('PATCH /api/users/teachers/:id leaves out fields alone', async () => {
      const { supervisor } = await buildStaff(t.database.db);
      const teacher = await buildUser(t.database.db, {
        role: ROLE.fullTimeTeacher,
        nickname: 'Fi',
        readingLevel: 'abcs',
        trainingLevel: 1,
      });
      const level = await api(t.app, supervisor.token).patch(`/api/users/teachers/${teacher.id}`, {
        readingLevel: 'all',
      });
      expect(level.statusCode).toBe(200);
      expect(await userRow(teacher.id)).toMatchObject({ readingLevel: 'all', trainingLevel: 1, nickname: 'Fi' });

      const clear = await api(t.app, supervisor.token).patch(`/api/users/teachers/${teacher.id}`, { nickname: '' });
      expect(clear.statusCode).toBe(200);
      expect(await userRow(teacher.id)).toMatchObject({ readingLevel: 'all', trainingLevel: 1, nickname: null });
    });

    it('PATCH /api/users/teachers/:id rejects bad values and non-teachers', async () => {
      const { supervisor, partTimer, manager } = await buildStaff(t.database.db);
      const bad = await api(t.app, supervisor.token).patch(`/api/users/teachers/${partTimer.id}`, {
        readingLevel: 'everything',
        trainingLevel: 7,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        statusCode: 400,
        message: [
          'reading level must be none, book, ABCs or all',
          'training level must be training, circle time or activity leader',
        ],
      });
      expect(await userRow(partTimer.id)).toMatchObject({ readingLevel: 'all', trainingLevel: 0 });

      for (const id of [supervisor.id, manager.id, randomUUID()]) {
        const res = await api(t.app, supervisor.token).patch(`/api/users/teachers/${id}`, { readingLevel: 'book' });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject(NOT_FOUND);
      }
      expect(await audits('teacher.update')).toEqual([]);
    });

    it('PATCH /api/users/teachers/:id is for supervisors and up', async () => {
      const { fullTimer, partTimer, manager } = await buildStaff(t.database.db);
      const res = await api(t.app, fullTimer.token).patch(`/api/users/teachers/${partTimer.id}`, {
        readingLevel: 'book',
      });
      expect(res.statusCode).toBe(403);
      expect(
        (await api(t.app, manager.token).patch(`/api/users/teachers/${partTimer.id}`, { readingLevel: 'book' }))
          .statusCode,
      ).toBe(200);
    });
  });
});

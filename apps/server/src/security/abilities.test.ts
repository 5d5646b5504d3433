import {
  ACTIVITY_ACTIONS,
  AUTHORITY,
  BOOK_ACTIONS,
  LINK_ACTIONS,
  MANUAL_ACTIONS,
  nextPickupStatus,
  PICKUP_ACTIONS,
  schoolToday,
  SESSION_ACTIONS,
  SHIFT_ACTIONS,
  SPELLING_CATEGORY_ACTIONS,
  STUDENT_ACTIONS,
  USER_ACTIONS,
  type ReadingLevel,
  type SessionStatus,
} from '@school-ops/shared';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { api } from '../test/api.ts';
import { multipart } from '../test/multipart.ts';
import { useTestApp } from '../test/build-test-app.ts';
import {
  buildActivity,
  buildBook,
  buildLink,
  buildManual,
  buildPickup,
  buildSession,
  buildShift,
  buildSpellingCategory,
  buildStudent,
  buildUser,
  dayFromToday,
  setSubmission,
  type TestUser,
} from '../test/factories/index.ts';

/**
 * Decision 0024: the abilities a record carries are the server's own answers. For every kind of record and
 * every kind of person (authority 0..3 × teaching role, and reading level where it matters), records in varied
 * states are read through the API as that person; then one of its actions is sent with a valid body.
 * An ability of false must be refused (400, 403 or 409: the policy's refusal, never done); one of true must not
 * be refused as forbidden (403) — it may still fail for another reason (a lock taken meanwhile, a rule of the
 * form), which is not what the ability answers.
 */
const viewer = fc.record({
  authority: fc.integer({ min: AUTHORITY.admin, max: AUTHORITY.user }),
  role: fc.constantFrom(null, 0, 1, 2, 3),
  readingLevel: fc.constantFrom<ReadingLevel>('none', 'abcs', 'book', 'all'),
});
type Viewer = typeof viewer extends fc.Arbitrary<infer V> ? V : never;

const RUNS = 40;
/** Records that must differ (an activity per class and day, a book's numbers) take the next number. */
let seq = 0;
const REFUSED = [400, 403, 409];

function judge(what: string, allowed: boolean, res: LightMyRequestResponse) {
  const why = `${what}: can=${allowed}, answered ${res.statusCode} ${res.body}`;
  if (allowed) expect(res.statusCode, why).not.toBe(403);
  else expect(REFUSED, why).toContain(res.statusCode);
}

describe('abilities agree with the server', () => {
  const t = useTestApp();
  const db = () => t.database.db;
  const person = (v: Viewer) => buildUser(db(), v);

  it('sessions: open, the four steps, submit, cancel, convert, set reading, check', async () => {
    const other = await buildUser(db(), { authority: AUTHORITY.user, role: 2 });
    const today = schoolToday();
    await fc.assert(
      fc.asyncProperty(
        viewer,
        fc.constantFrom<SessionStatus>('new', 'in progress', 'modifying', 'completed', 'canceled'),
        fc.boolean(),
        fc.constantFrom<'reading' | 'class'>('reading', 'class'),
        fc.integer({ min: 0, max: 4 }),
        fc.constantFrom(...SESSION_ACTIONS),
        async (v, status, mine, category, studentStage, action) => {
          const me = await person(v);
          const holder = mine ? me.id : other.id;
          const held = status !== 'new';
          const s = await buildSession(db(), {
            status,
            category,
            studentStage,
            teacherId: held ? holder : null,
            modifyingTeacherId: status === 'modifying' ? holder : null,
            completedAt: status === 'completed' || status === 'modifying' ? new Date() : null,
            ...(status === 'canceled' && { cancellationReason: 'sick', visible: true }),
          });
          const as = api(t.app, me.token);
          const list = await as.get(`/api/sessions?date=${today}&schoolName=Ikejiri&showCanceled=true`);
          const row = (list.json().documents as { id: string; can: Record<string, boolean> }[]).find(
            (d) => d.id === s.id,
          );
          // A canceled session is in a supervisor's list only; the list says nothing of it to anyone else.
          if (!row) return;
          const allowed = row.can[action]!;
          const url = `/api/sessions/${s.id}`;
          const sent = {
            open: () => as.get(url),
            start: () => as.patch(`${url}/status`, { status: 'in progress' }),
            reset: () => as.patch(`${url}/status`, { status: 'new' }),
            modify: () => as.patch(`${url}/status`, { status: 'modifying' }),
            cancelModify: () => as.patch(`${url}/status`, { status: 'completed' }),
            submit: () => as.patch(`${url}/performance/class`, { comments: 'read well' }),
            cancel: () => as.patch(url, { status: 'canceled', cancellationReason: 'sick', visible: false }),
            convert: () => as.patch(url, { category: category === 'reading' ? 'class' : 'reading' }),
            setReading: () =>
              as.patch(`${url}/student-reading`, {
                reading: {
                  stage: 1,
                  timesRead: 1,
                  abc: { stage: 'lowercaseAbcs', letters: 10, oldProgression: false },
                },
              }),
            check: () => as.patch(`${url}/check`, { comments: 'checked', confirmed: true }),
          }[action];
          // 'open' is false on a canceled row to keep it out of the list; its page still answers by address.
          if (action === 'open' && status === 'canceled') return;
          judge(`session ${status} ${category} stage ${studentStage} ${action}`, allowed, await sent());
        },
      ),
      { numRuns: RUNS * 3 },
    );
  });

  it('activities: edit, confirm, delete photos', async () => {
    await fc.assert(
      fc.asyncProperty(viewer, fc.boolean(), fc.constantFrom(...ACTIVITY_ACTIONS), async (v, confirmed, action) => {
        const me = await person(v);
        const a = await buildActivity(db(), {
          date: dayFromToday(-++seq),
          confirmed,
          photos: [],
          title: 'Leaves',
          description: 'We painted.',
        });
        const as = api(t.app, me.token);
        const allowed = (await as.get(`/api/activities/${a.id}`)).json().document.can[action] as boolean;
        const edit = (fields: Record<string, string>) => as.form('PATCH', `/api/activities/${a.id}`, multipart(fields));
        const res = await {
          edit: () => edit({ title: 'Leaves', description: 'We painted leaves.' }),
          confirm: () => edit({ confirmed: String(!confirmed) }),
          deletePhotos: () => as.patch(`/api/activities/${a.id}/delete-photos`),
        }[action]();
        judge(`activity confirmed=${confirmed} ${action}`, allowed, res);
      }),
      { numRuns: RUNS },
    );
  });

  it('pickups: step and edit, on My Pickups and on the day list', async () => {
    await fc.assert(
      fc.asyncProperty(
        viewer,
        fc.integer({ min: 0, max: 5 }),
        fc.constantFrom(...PICKUP_ACTIONS),
        async (v, status, action) => {
          const me = await person(v);
          const shift = await buildShift(db(), { userId: me.id, date: dayFromToday(0), status: 2 });
          const p = await buildPickup(db(), { status }, { shiftIds: [shift.id] });
          const as = api(t.app, me.token);
          const mine = await as.get(`/api/pickups/my-pickups/${me.id}?date=${dayFromToday(0)}`);
          const row = (mine.json().pickups as { id: string; can: Record<string, boolean> }[]).find(
            (d) => d.id === p.id,
          )!;
          const allowed = row.can[action]!;
          const res = await {
            step: () => as.patch(`/api/pickups/${p.id}/status`, { status: nextPickupStatus(status) ?? status }),
            edit: () => as.patch(`/api/pickups/${p.id}`, { shiftIds: [], comments: 'ok' }),
          }[action]();
          judge(`pickup status ${status} ${action}`, allowed, res);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("shifts: edit, delete, confirm, and withdrawing one's own availability", async () => {
    const other = await buildUser(db(), { authority: AUTHORITY.user, role: 3 });
    await fc.assert(
      fc.asyncProperty(
        viewer,
        fc.boolean(),
        // Weighted towards the one case that is open to its teacher: their own submitted, free, future date.
        fc.constantFrom(0, 0, 1, 2, -1),
        fc.integer({ min: -1, max: 2 }),
        fc.constantFrom(true, true, false),
        fc.constantFrom(false, false, true),
        fc.constantFrom(...SHIFT_ACTIONS, 'withdraw'),
        async (v, mine, status, day, open, heldBeside, action) => {
          const me = await person(v);
          const userId = mine ? me.id : other.id;
          // Each run its own date far ahead (or one back), so one run's shifts never hold another's date.
          const date = day < 0 ? dayFromToday(-++seq) : dayFromToday(day + 3 * ++seq);
          await setSubmission(db(), open);
          const s = await buildShift(db(), { userId, date, status });
          if (heldBeside && status === 0) {
            await buildShift(db(), { userId, date, status: 2, startTime: '08:00', endTime: '09:00' });
          }
          const as = api(t.app, me.token);
          const one = await as.get(`/api/shifts/${s.id}`);
          const month = await as.get(`/api/shifts/availability?shiftDate=${date}`);
          const can =
            one.statusCode === 200
              ? (one.json().document.can as Record<string, boolean>)
              : month.statusCode === 200
                ? (month.json().shifts as { id: string; can: Record<string, boolean> }[]).find((d) => d.id === s.id)
                    ?.can
                : undefined;
          const sent = {
            edit: () => as.patch(`/api/shifts/${s.id}`, { date }),
            delete: () => as.delete(`/api/shifts/${s.id}`),
            confirm: () => as.patch('/api/shifts/update-many', { updates: [{ id: s.id, status: 2 }] }),
            withdraw: () => as.delete(`/api/shifts/availability/${s.id}`),
          }[action];
          // A shift the person cannot read says nothing to them; whatever they send about it is refused.
          judge(`shift ${status} mine=${mine} day=${day} open=${open} ${action}`, can?.[action] ?? false, await sent());
        },
      ),
      { numRuns: RUNS * 4 },
    );
  });

  it('links, manuals, books, spelling categories and students: edit and delete', async () => {
    const kinds = ['link', 'manual', 'book', 'spelling', 'student'] as const;
    await fc.assert(
      fc.asyncProperty(viewer, fc.constantFrom(...kinds), fc.boolean(), async (v, kind, inUse) => {
        const me = await person(v);
        const as = api(t.app, me.token);
        const ability = await catalogue[kind]!(me, as, inUse);
        if (!ability) return;
        for (const [action, { allowed, send }] of Object.entries(ability)) {
          judge(`${kind} inUse=${inUse} ${action}`, allowed, await send());
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('users: edit, delete, reset credentials, against accounts of every authority', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: AUTHORITY.admin, max: AUTHORITY.manager }),
        fc.integer({ min: AUTHORITY.admin, max: AUTHORITY.user }),
        fc.boolean(),
        fc.constantFrom(...USER_ACTIONS),
        async (authority, targetAuthority, self, action) => {
          // Another admin keeps 'the last admin' out of the way: that rule is the service's, not an ability.
          await buildUser(db(), { authority: AUTHORITY.admin, role: null });
          const me = await buildUser(db(), { authority, role: null });
          const target = self ? me : await buildUser(db(), { authority: targetAuthority, role: null });
          const as = api(t.app, me.token);
          const allowed = (await as.get(`/api/users/${target.id}`)).json().document.can[action] as boolean;
          const res = await {
            edit: () => as.patch(`/api/users/${target.id}`, { nickname: 'Nick' }),
            delete: () => as.delete(`/api/users/${target.id}`),
            resetCredentials: () => as.patch(`/api/users/${target.id}/reset-credentials`),
          }[action]();
          judge(`user ${authority} on ${self ? 'self' : targetAuthority} ${action}`, allowed, res);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('users: the authorities one may give (abilities.grantableAuthorities) are those a create and an edit accept', async () => {
    await fc.assert(
      fc.asyncProperty(
        viewer,
        fc.integer({ min: AUTHORITY.admin, max: AUTHORITY.user }),
        fc.boolean(),
        async (v, authority, create) => {
          // Another admin keeps 'the last admin' out of the way: that rule is the service's, not an ability.
          await buildUser(db(), { authority: AUTHORITY.admin, role: null });
          const me = await person(v);
          const as = api(t.app, me.token);
          const grantable = (await as.get('/api/auth/me')).json().document.abilities.grantableAuthorities as number[];
          const allowed = grantable.includes(authority);
          // An account the person may change: their own authority or weaker (the edit's own rule).
          const target = await buildUser(db(), { authority: AUTHORITY.user, role: null });
          const res = create
            ? await as.post('/api/users', { smsId: 50000 + ++seq, name: `Granted ${seq}`, role: null, authority })
            : await as.patch(`/api/users/${target.id}`, { authority });
          judge(`user ${v.authority} ${create ? 'creates' : 'edits to'} authority ${authority}`, allowed, res);
        },
      ),
      { numRuns: RUNS },
    );
  });

  type As = ReturnType<typeof api>;
  type Sent = Record<string, { allowed: boolean; send(): Promise<LightMyRequestResponse> }>;
  const pick = (
    can: Record<string, boolean>,
    actions: readonly string[],
    send: Record<string, () => Promise<LightMyRequestResponse>>,
  ): Sent => Object.fromEntries(actions.map((a) => [a, { allowed: can[a]!, send: send[a]! }]));

  /** Each catalogue record, read as the person (a list everyone may read, or the record's own page), and its actions. */
  const catalogue: Record<string, (me: TestUser, as: As, inUse: boolean) => Promise<Sent | null>> = {
    async link(_me, as) {
      const l = await buildLink(db(), { role: 3 });
      const res = await as.get('/api/links/3');
      if (res.statusCode !== 200) return null;
      const can = (res.json().documents as { id: string; can: Record<string, boolean> }[]).find(
        (d) => d.id === l.id,
      )!.can;
      return pick(can, LINK_ACTIONS, {
        edit: () => as.patch(`/api/links/${l.id}`, { title: 'Renamed' }),
        delete: () => as.delete(`/api/links/${l.id}`),
      });
    },
    async manual(_me, as) {
      const m = await buildManual(db());
      const res = await as.get('/api/manuals');
      const can = (res.json().documents as { id: string; can: Record<string, boolean> }[]).find(
        (d) => d.id === m.id,
      )!.can;
      return pick(can, MANUAL_ACTIONS, {
        edit: () => as.patch(`/api/manuals/${m.id}`, { url: 'https://example.com/renamed' }),
        delete: () => as.delete(`/api/manuals/${m.id}`),
      });
    },
    async book(_me, as, inUse) {
      const b = await buildBook(db(), { level: 1, order: ++seq });
      if (inUse) await buildStudent(db(), { readingStage: 3, bookId: b.id });
      const res = await as.get('/api/books');
      const can = (res.json().documents as { id: string; can: Record<string, boolean> }[]).find(
        (d) => d.id === b.id,
      )!.can;
      return pick(can, BOOK_ACTIONS, {
        edit: () => as.patch(`/api/books/${b.id}`, { wordCount: 12 }),
        delete: () => as.delete(`/api/books/${b.id}`),
      });
    },
    async spelling(_me, as, inUse) {
      const c = await buildSpellingCategory(db(), { order: ++seq });
      if (inUse) await buildStudent(db(), { readingStage: 2, spellingCategoryId: c.id });
      const res = await as.get('/api/spelling-categories');
      const can = (res.json().documents as { id: string; can: Record<string, boolean> }[]).find(
        (d) => d.id === c.id,
      )!.can;
      return pick(can, SPELLING_CATEGORY_ACTIONS, {
        edit: () =>
          as.form(
            'PATCH',
            `/api/spelling-categories/${c.id}`,
            multipart({
              formValues: JSON.stringify({
                category: c.category,
                level: 1,
                order: c.order,
                words: [{ word: 'c/a/t' }],
              }),
            }),
          ),
        delete: () => as.delete(`/api/spelling-categories/${c.id}`),
      });
    },
    async student(_me, as) {
      const s = await buildStudent(db());
      const res = await as.get(`/api/students/${s.id}`);
      // Students are a supervisor's screen: anyone else is refused the record itself, so it carries nothing to them.
      if (res.statusCode === 403) {
        judge('student edit (unread)', false, await as.patch(`/api/students/${s.id}`, { comments: 'x' }));
        return null;
      }
      return pick(res.json().document.can, STUDENT_ACTIONS, {
        edit: () => as.patch(`/api/students/${s.id}`, { comments: 'Reads well.' }),
      });
    },
  };
});

import { addDays, schoolToday, type FirstPaintApiCall, type FirstPaintRequest } from '@school-ops/shared';
import { describe, expect, it } from 'vitest';
import { api } from '../../test/api.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { buildStaff } from '../../test/factories/index.ts';
import type { PageRenderer } from './renderer.ts';

/** What the fake renderer was asked, and what it read through the API on its visitor's behalf. */
const asked: FirstPaintRequest[] = [];
let render: (request: FirstPaintRequest, call: FirstPaintApiCall) => Promise<unknown> = async () => null;

const renderer: PageRenderer = {
  async renderPage(request, call) {
    asked.push(request);
    return (await render(request, call)) as Awaited<ReturnType<PageRenderer['renderPage']>>;
  },
};
let built: PageRenderer | null = renderer;

const t = useTestApp({ pageRenderer: async () => built });

const page = (html: string) => ({ html, css: '.x{color:red}', state: { queries: [], mutations: [] }, language: 'en' });
const query = (extra: Record<string, string> = {}) =>
  `/api/first-paint?${new URLSearchParams({ path: '/books', search: '', width: '412', height: '823', ...extra })}`;

function reset() {
  asked.length = 0;
  built = renderer;
  render = async () => null;
}

describe('GET /api/first-paint', () => {
  it('asks for a signed-in person', async () => {
    reset();
    const res = await api(t.app).get(query());
    expect(res.statusCode).toBe(401);
    expect(asked).toEqual([]);
  });

  it('answers the page the renderer made, for the person the token names as the API presents them now', async () => {
    reset();
    const { supervisor } = await buildStaff(t.database.db);
    render = async (request) => page(`<h1>Books for ${request.user.username}</h1>`);
    const res = await api(t.app, supervisor.token).get(query({ search: '?level=2', width: '1280', height: '900' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(page(`<h1>Books for ${supervisor.username}</h1>`));
    expect(res.headers['cache-control']).toContain('no-store');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      path: '/books',
      search: '?level=2',
      width: 1280,
      height: 900,
      token: supervisor.token,
      fieldSizing: false,
      user: { id: supervisor.id, username: supervisor.username, authority: supervisor.authority },
    });
    expect(asked[0]!.user).not.toHaveProperty('passwordHash');
  });

  it('reads the API as the visitor: what their token may not read, the page cannot show', async () => {
    reset();
    const { partTimer, manager } = await buildStaff(t.database.db);
    render = async (request, call) => {
      const res = await call('/api/users', { headers: { authorization: `Bearer ${request.token}` } });
      return page(`<p>${res.status}</p>`);
    };
    expect((await api(t.app, partTimer.token).get(query())).json().html).toBe('<p>403</p>');
    expect((await api(t.app, manager.token).get(query())).json().html).toBe('<p>200</p>');
  });

  it('never writes: a renderer that tries answers 204, and nothing changed', async () => {
    reset();
    const { manager } = await buildStaff(t.database.db);
    render = async (request, call) => {
      await call('/api/books', {
        method: 'POST',
        headers: { authorization: `Bearer ${request.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Sneaky', level: 1, order: 1, wordCount: 1, keyWords: [], questions: [] }),
      });
      return page('<p>wrote</p>');
    };
    const res = await api(t.app, manager.token).get(query());
    expect(res.statusCode).toBe(204);
    expect((await api(t.app, manager.token).get('/api/books')).json().documents).toEqual([]);
  });

  it('gives the renderer the device’s filter as the app reads it today: an earlier day’s date is today', async () => {
    reset();
    const { supervisor } = await buildStaff(t.database.db);
    const today = schoolToday();
    const yesterday = addDays(today, -1);
    await api(t.app, supervisor.token).get(
      query({ school: 'Gakugei', class: 'PM', date: yesterday, chosenOn: today, fieldSizing: '1' }),
    );
    await api(t.app, supervisor.token).get(query({ school: 'all', date: yesterday, chosenOn: yesterday }));
    await api(t.app, supervisor.token).get(query());
    expect(asked.map((a) => a.filter)).toEqual([
      { schoolName: 'Gakugei', className: 'PM', date: yesterday, chosenOn: today },
      { schoolName: 'all', className: 'all', date: today, chosenOn: today },
      { schoolName: 'Ikejiri', className: 'all', date: today, chosenOn: today },
    ]);
    expect(asked[0]!.fieldSizing).toBe(true);
  });

  it('answers 204 when the renderer makes nothing, fails, or was not built', async () => {
    reset();
    const { supervisor } = await buildStaff(t.database.db);
    expect((await api(t.app, supervisor.token).get(query())).statusCode).toBe(204);
    render = async () => {
      throw new Error('a page that cannot render on the server');
    };
    expect((await api(t.app, supervisor.token).get(query())).statusCode).toBe(204);
    built = null;
    expect((await api(t.app, supervisor.token).get(query())).statusCode).toBe(204);
  });

  it('refuses an address or a viewport it cannot render, saying what is wrong', async () => {
    reset();
    const { supervisor } = await buildStaff(t.database.db);
    const cases: [Record<string, string>, string][] = [
      [{ path: 'books' }, 'path must be an address of the app'],
      [{ path: '/books?x=1' }, 'path must be an address of the app'],
      [{ search: 'level=2' }, 'path must be an address of the app'],
      [{ width: '10' }, 'the viewport must be 200 to 10000 pixels wide and high'],
      [{ height: 'tall' }, 'the viewport must be 200 to 10000 pixels wide and high'],
      [{ school: 'Shibuya' }, 'school must be Ikejiri, Gakugei or all'],
      [{ class: 'night' }, 'class must be AM, all day, PM or all'],
      [{ date: '2026-13-01' }, 'Invalid Date Format'],
      [{ fieldSizing: 'yes' }, 'fieldSizing must be 1 or 0'],
    ];
    for (const [extra, message] of cases) {
      const res = await api(t.app, supervisor.token).get(query(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(JSON.stringify(res.json().message), JSON.stringify(extra)).toContain(message);
    }
    expect(asked).toEqual([]);
  });
});

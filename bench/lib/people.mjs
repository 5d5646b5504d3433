// Who opens each screen in the web step: the least powerful person who may (packages/shared/src/screens.ts `access`),
// and the records its `:id` routes show. Everyone signs in with the dataset's one password (lib/dataset.mjs: the
// bench admin and the 300 teachers share it).
import { tsImport } from 'tsx/esm/api';
import { ADMIN, MEASURE_DATE } from './settings.mjs';

/**
 * The people, weakest first. Teacher n works at school n % 20 (lib/dataset.mjs), so teacher120 is a part-timer at
 * Ikejiri and teacher020 Ikejiri's supervisor. The dataset has no manager: the Manage screens are opened by the
 * bench admin (authority 0), who may open every screen a manager may.
 */
export const PEOPLE = [
  { key: 'signedOut', label: 'signed out' },
  { key: 'partTimer', label: 'part-time teacher', username: 'teacher120', expect: { role: 3, authority: 3 } },
  { key: 'supervisor', label: 'supervisor', username: 'teacher020', expect: { role: 1, authority: 2 } },
  { key: 'admin', label: 'admin', username: ADMIN.username, expect: { authority: 0 } },
];

/** Screens the web step does not measure, and why (shown in the results table). */
export const NOT_MEASURED = { '/logout': 'signs out: nothing to paint but the sign-in page' };

export async function loadScreens() {
  const { SCREENS, mayOpen } = await tsImport('../../packages/shared/src/screens.ts', import.meta.url);
  return { SCREENS, mayOpen };
}

async function signInAs(origin, username) {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: ADMIN.password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${username} failed: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Each person signed in ({ token, user } by key; signedOut has neither). */
export async function signInPeople(origin) {
  const out = {};
  for (const p of PEOPLE) {
    if (!p.username) {
      out[p.key] = { ...p, token: null, user: null };
      continue;
    }
    const { user, payload } = await signInAs(origin, p.username);
    for (const [k, v] of Object.entries(p.expect)) {
      if (user[k] !== v) throw new Error(`${p.username}: ${k} is ${user[k]}, the bench expects ${v}`);
    }
    out[p.key] = { ...p, token: payload.token, user };
  }
  return out;
}

/** The weakest person who may open a screen of this access. */
export function personFor(access, people, mayOpen) {
  for (const p of PEOPLE) {
    const who = people[p.key].user ? { authority: people[p.key].user.authority, role: people[p.key].user.role } : null;
    if (mayOpen(access, who)) return people[p.key];
  }
  throw new Error(`no bench person may open ${JSON.stringify(access)}`);
}

async function get(origin, token, path) {
  const res = await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return res.json();
}

const first = (list, what) => {
  if (!list?.length) throw new Error(`no ${what} in the dataset`);
  return list[0].id;
};

/**
 * A real record for each `:id` route, read through the API as the person who opens it. A screen whose record
 * the dataset lacks throws: the caller reports it as unmeasured.
 */
export const ID_SOURCES = {
  // A session of the measured day the part-timer ran (completed), else one not started yet.
  '/sessions/:id': async (origin, person) => {
    const { documents } = await get(origin, person.token, `/api/sessions?schoolName=Ikejiri&date=${MEASURE_DATE}`);
    return (documents.find((d) => d.teacherId === person.user.id) ?? documents.find((d) => d.status === 'new'))?.id;
  },
  '/activities/:id/photos': async (origin, person) =>
    first(
      (await get(origin, person.token, `/api/activities?schoolName=Ikejiri&date=${MEASURE_DATE}`)).documents,
      'activity',
    ),
  '/shifts/:id': async (origin, person) =>
    first(
      (await get(origin, person.token, `/api/shifts/manage?date=${MEASURE_DATE}&schoolName=Ikejiri`)).shifts,
      'shift',
    ),
  // SMS ID 10000: the student whose three years of history the API bench reads.
  '/students/:id': async (origin, person) => {
    const { documents } = await get(origin, person.token, '/api/students?search=10000');
    return documents.find((d) => d.smsId === 10000)?.id;
  },
  '/books/:id': async (origin, person) => first((await get(origin, person.token, '/api/books')).documents, 'book'),
  '/spelling-categories/:id': async (origin, person) =>
    first((await get(origin, person.token, '/api/spelling-categories')).documents, 'spelling category'),
  '/teachers/:id': async (origin, person) =>
    first((await get(origin, person.token, '/api/users/teachers')).documents, 'teacher'),
  '/users/:id': async (origin, person) => first((await get(origin, person.token, '/api/users')).documents, 'user'),
};

/** The URL path to open for a screen path, its `:id` filled in. */
export async function concretePath(origin, screenPath, person) {
  if (!screenPath.includes(':id')) return screenPath;
  const source = ID_SOURCES[screenPath];
  if (!source) throw new Error(`no record source for ${screenPath} (bench/lib/people.mjs ID_SOURCES)`);
  const id = await source(origin, person);
  if (!id) throw new Error(`no record for ${screenPath}`);
  return screenPath.replace(':id', id);
}

/**
 * What a route needs of the stored user beyond the person's own: /me/update-credentials is where someone who must
 * set new credentials lands after signing in (features/auth/sign-in.ts landingPath); anyone else is sent on to /.
 */
const STORED_USER = { '/me/update-credentials': { shouldSetCredentials: true } };

/** What the app keeps in localStorage after this person's sign-in (lib/auth.ts), and the list filter. */
export function storageFor(person, screenPath, date = MEASURE_DATE) {
  if (!person.token) return {};
  return {
    jwt: person.token,
    auth: JSON.stringify({ ...person.user, ...STORED_USER[screenPath] }),
    filter: JSON.stringify({ schoolName: 'Ikejiri', className: 'all', date }),
  };
}

/** The bench's spelling category (the dataset has none): made once through the API, found again on later runs. */
export const BENCH_SPELLING = { category: 'Bench spelling', level: 1, order: 1 };
const BENCH_SPELLING_WORDS = ['sh/i/p', 'c/a/t', 'd/o/g', 'f/i/sh', 'b/e/d', 'r/u/n', 'ch/i/p', 'm/o/p'];

export async function ensureSpellingCategory(origin, token) {
  const { documents } = await get(origin, token, '/api/spelling-categories');
  const found = documents.find((d) => d.category === BENCH_SPELLING.category);
  if (found) return found.id;
  const form = new FormData();
  form.append(
    'formValues',
    JSON.stringify({ ...BENCH_SPELLING, words: BENCH_SPELLING_WORDS.map((word) => ({ word, image: null })) }),
  );
  const res = await fetch(`${origin}/api/spelling-categories`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`creating the bench spelling category: ${res.status} ${await res.text()}`);
  return (await res.json()).document.id;
}

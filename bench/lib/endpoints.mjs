// The measured requests. Every list asks about Ikejiri (one of the 20 schools) on the measured day.
import { ADMIN, AUDIT_SEARCH, MEASURE_DATE, STUDENT_SEARCH } from './settings.mjs';

/** The dataset's first school day (lib/dataset.mjs: April 2024 – March 2027) and first student. */
const HISTORY_FROM = '2024-04-01';
const BENCH_STUDENT_SMS_ID = 10000;

const json = { 'content-type': 'application/json' };

/**
 * `studentId`: the student whose three years of reading history are read (benchStudent), when known; without it the
 * history is left out (the image attack and the live run do not need one).
 */
export function endpoints(token, writeIds, writeDays, { studentId } = {}) {
  const auth = { authorization: `Bearer ${token}` };
  return [
    {
      name: 'sessions',
      label: 'GET /api/sessions (one school, one day)',
      method: 'GET',
      path: `/api/sessions?schoolName=Ikejiri&date=${MEASURE_DATE}`,
      headers: auth,
    },
    {
      name: 'shiftsManage',
      label: 'GET /api/shifts/manage',
      method: 'GET',
      path: `/api/shifts/manage?date=${MEASURE_DATE}&schoolName=Ikejiri`,
      headers: auth,
    },
    {
      name: 'partTimeData',
      label: 'GET /api/shifts/part-time-data (one month)',
      method: 'GET',
      path: `/api/shifts/part-time-data?date=${MEASURE_DATE}`,
      headers: auth,
    },
    {
      name: 'pickups',
      label: 'GET /api/pickups',
      method: 'GET',
      path: `/api/pickups?schoolName=Ikejiri&date=${MEASURE_DATE}`,
      headers: auth,
    },
    {
      name: 'studentsSearch',
      label: `GET /api/students?search=${STUDENT_SEARCH}`,
      method: 'GET',
      path: `/api/students?search=${STUDENT_SEARCH}`,
      headers: auth,
    },
    { name: 'books', label: 'GET /api/books', method: 'GET', path: '/api/books', headers: auth },
    // Issue 22: the audit log's first page of a kind of record, and a word search (its bounded window).
    {
      name: 'auditKind',
      label: 'GET /api/audit?entity=student (1M events)',
      method: 'GET',
      path: '/api/audit?entity=student',
      headers: auth,
      target: { p99: 200 },
    },
    {
      name: 'auditSearch',
      label: `GET /api/audit?q=${AUDIT_SEARCH} (1M events)`,
      method: 'GET',
      path: `/api/audit?q=${AUDIT_SEARCH}`,
      headers: auth,
      target: { p99: 200 },
    },
    // Month end (issue 22): a whole month aggregated in one statement each; its own target, p99 < 200 ms.
    {
      name: 'hoursReport',
      label: 'GET /api/reports/hours (one month, json)',
      method: 'GET',
      path: `/api/reports/hours?month=${MEASURE_DATE.slice(0, 7)}`,
      headers: auth,
      target: { p99: 200 },
    },
    {
      name: 'sessionsReport',
      label: 'GET /api/reports/sessions (one school, one month, json)',
      method: 'GET',
      path: `/api/reports/sessions?month=${MEASURE_DATE.slice(0, 7)}&schoolName=Ikejiri`,
      headers: auth,
      target: { p99: 200 },
    },
    // Issue 21: one student's three school years of history, and a school's month, each p99 < 100 ms.
    ...(studentId
      ? [
          {
            name: 'readingHistory',
            label: 'GET /api/students/:id/history (three school years)',
            method: 'GET',
            path: `/api/students/${studentId}/history?from=${HISTORY_FROM}&to=${MEASURE_DATE}`,
            headers: auth,
            target: { p99: 100 },
          },
        ]
      : []),
    {
      name: 'readingOverview',
      label: 'GET /api/reading/overview (one school, one month)',
      method: 'GET',
      path: `/api/reading/overview?schoolName=Ikejiri&month=${MEASURE_DATE.slice(0, 7)}`,
      headers: auth,
      target: { p99: 100 },
    },
    {
      name: 'sessionStatus',
      label: 'PATCH /api/sessions/:id/status (start, then reset)',
      write: true,
      method: 'PATCH',
      ids: writeIds,
      writeDays,
      headers: { ...auth, ...json },
    },
    {
      name: 'signIn',
      label: 'POST /api/auth/login (argon2id, correct password)',
      method: 'POST',
      path: '/api/auth/login',
      headers: json,
      body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
      signIn: true,
    },
  ];
}

/** The autocannon request(s) of an endpoint against the real server, or against the baseline's /<name>. */
export function loadRequests(e, { baseline = false } = {}) {
  if (e.write) return [{ write: { ids: e.ids, headers: e.headers, path: baseline ? `/${e.name}` : undefined } }];
  return [{ method: e.method, path: baseline ? `/${e.name}` : e.path, headers: e.headers, body: e.body }];
}

/** The history's student: SMS ID 10000, the dataset's first student, at Ikejiri for all three years. */
export async function benchStudent(origin, token) {
  const res = await fetch(`${origin}/api/students?search=${BENCH_STUDENT_SMS_ID}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`GET students for the history: ${res.status}`);
  const { documents } = await res.json();
  const student = documents.find((d) => d.smsId === BENCH_STUDENT_SMS_ID);
  if (!student) throw new Error(`no student with SMS ID ${BENCH_STUDENT_SMS_ID}`);
  return student.id;
}

export async function signIn(origin) {
  const res = await fetch(`${origin}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify(ADMIN) });
  if (!res.ok) throw new Error(`bench admin sign-in failed: ${res.status} ${await res.text()}`);
  return res.json();
}

/** 'new' sessions at Ikejiri after the measured day, for the write path (at most `max`). */
export async function writeTargets(origin, token, days, max = 600) {
  const ids = [];
  for (const date of days) {
    const res = await fetch(`${origin}/api/sessions?schoolName=Ikejiri&date=${date}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`GET sessions for ${date}: ${res.status}`);
    const { documents } = await res.json();
    ids.push(...documents.filter((d) => d.status === 'new').map((d) => d.id));
    if (ids.length >= max) break;
  }
  if (ids.length < 40) throw new Error(`only ${ids.length} new sessions to write to`);
  return ids.slice(0, max);
}

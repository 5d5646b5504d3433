// Shared constants of the benchmark: the dataset's shape and the day every request asks about.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CACHE_DIR = path.join(ROOT, 'bench', '.cache');
/**
 * The server serves a copy of the built web app: other work in the same tree may rebuild
 * apps/web/dist in the middle of a run.
 */
// BENCH_WEB_DIST: a run's own copy, when two runs share the machine.
export const WEB_DIST = process.env.BENCH_WEB_DIST || path.join(CACHE_DIR, 'web-dist');
/** A copy of the server's page renderer beside it (apps/web/dist-server, decision 0052). */
export const WEB_RENDER_DIR = `${WEB_DIST}-server`;

/** Bump when the generated data changes shape: a cached database with another version is rebuilt. */
export const DATASET_VERSION = 'v2';

/** The schools' names: the app's two first (the API only accepts those), then 18 more. */
export const SCHOOL_NAMES = [
  'Ikejiri',
  'Gakugei',
  'Shibuya',
  'Meguro',
  'Ebisu',
  'Daikanyama',
  'Nakameguro',
  'Sangenjaya',
  'Shimokitazawa',
  'Jiyugaoka',
  'Futakotamagawa',
  'Setagaya',
  'Komazawa',
  'Yutenji',
  'Toritsudaigaku',
  'Gotanda',
  'Hiroo',
  'Azabu',
  'Aoyama',
  'Yoyogi',
];
export const CLASS_NAMES = [
  'AM Elementary',
  'AM Bilingual',
  'AM Pre and Kinder',
  'All Day Bilingual',
  'Bi.-Kinder',
  'PM Kinder',
  'PM Elementary',
];

export const STUDENTS = 3000;
export const TEACHERS = 300;
/** Of the 150 students of a school, this many have a session on a school day. */
export const SESSIONS_PER_SCHOOL_DAY = 128;

/** Three school years (April to March) of weekdays: about 2 million sessions. */
/** Audit events per dataset (issue 22: the audit log stays under 200 ms at a million events). */
export const AUDIT_EVENTS = { large: 1_000_000, small: 5_000 };
/** A word the bench's audit search looks for: in one event in 50,000, so most pages read their whole window. */
export const AUDIT_SEARCH = 'Rare';

export const LARGE = { name: 'large', first: '2024-04-01', last: '2027-03-31' };
/** The day every list asks about: before it sessions are done, after it they are new. */
export const MEASURE_DATE = '2026-11-24';
/** Four school days around it: about 10,000 sessions of the same shape. */
export const SMALL = { name: 'small', first: '2026-11-20', last: '2026-11-25' };

export const ADMIN = { username: 'bench-admin', password: 'bench-password-2026' };
/** Students whose name has this in it are what GET /api/students?search= finds. */
export const STUDENT_SEARCH = 'tanaka';

/** growth uses growth and growth + 1. */
// BENCH_PORT: another base port, so that two runs (e.g. a --web-only one beside a full one) do not collide.
const PORT_BASE = Number(process.env.BENCH_PORT) || 3950;
export const PORTS = { server: PORT_BASE, baseline: PORT_BASE + 1, growth: PORT_BASE + 2 };
export const JWT_SECRET = 'bench-only-secret-bench-only-secret-bench-only-secret';

/**
 * The phone of the warm visits and the taps, slowed through the DevTools protocol: Lighthouse mobile's CPU factor,
 * its DevTools-throttling network ("slow 4G") and its screen.
 */
export const PHONE = {
  cpuSlowdown: 4,
  network: {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  },
  viewport: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
};

import { AUTHORITY, defaultMainShift, ROLE, type ReadingLevel } from '@school-ops/shared';
import type { Hasher } from '../auth/hashing.ts';
import type { Db } from '../db/client.ts';
import { countLive, insertUser } from '../modules/users/index.ts';
import type { FileStorage } from '../storage/index.ts';
import { seedDemoActivities } from './activities.ts';
import { seedDemoBooks } from './books.ts';
import { seedDemoPickups } from './pickups.ts';
import { seedDemoLinksAndManuals } from './links.ts';
import { seedDemoSpellingCategories } from './spelling-categories.ts';
import { seedDemoSessions } from './sessions.ts';
import { seedDemoShifts } from './shifts.ts';
import { seedDemoStudents } from './students.ts';

export const DEMO_PASSWORD = 'school-ops-demo';
export const DEMO_PIN = '1234';

interface DemoUser {
  username: string;
  name: string;
  nickname?: string;
  smsId: number;
  authority: number;
  role: number | null;
  readingLevel: ReadingLevel;
  trainingLevel: number;
  maxHours?: number;
}

export const DEMO_ACCOUNTS: DemoUser[] = [
  {
    username: 'admin',
    name: 'Ada Admin',
    nickname: 'Ada',
    smsId: 90001,
    authority: AUTHORITY.admin,
    role: null,
    readingLevel: 'all',
    trainingLevel: 2,
  },
  {
    username: 'manager',
    name: 'Mika Manager',
    nickname: 'Mika',
    smsId: 90002,
    authority: AUTHORITY.manager,
    role: null,
    readingLevel: 'all',
    trainingLevel: 2,
  },
  {
    username: 'supervisor',
    name: 'Sam Supervisor',
    nickname: 'Sam',
    smsId: 90003,
    authority: AUTHORITY.supervisor,
    role: ROLE.supervisor,
    readingLevel: 'all',
    trainingLevel: 2,
  },
  {
    username: 'fulltimer',
    name: 'Fiona Fulltime',
    nickname: 'Fi',
    smsId: 90004,
    authority: AUTHORITY.user,
    role: ROLE.fullTimeTeacher,
    readingLevel: 'all',
    trainingLevel: 1,
  },
  {
    username: 'parttimer',
    name: 'Pat Parttime',
    smsId: 12345,
    authority: AUTHORITY.user,
    role: ROLE.partTimeTeacher,
    readingLevel: 'abcs',
    trainingLevel: 0,
    maxHours: 20,
  },
];

const EXTRA_TEACHERS: DemoUser[] = [
  ['Aiko Tanaka', 'book', 1, 24],
  ['Ben Carter', 'all', 2, 16],
  ['Chloe Sato', 'abcs', 0, 12],
  ['Daniel Kim', 'none', 0, 20],
  ['Emi Suzuki', 'book', 1, 18],
  ['Felix Moore', 'all', 2, 30],
  ['Grace Ito', 'abcs', 1, 10],
].map(([name, readingLevel, trainingLevel, maxHours], i) => ({
  username: String(name).replace(/\W/g, '').toLowerCase(),
  name: String(name),
  smsId: 20001 + i,
  authority: AUTHORITY.user,
  role: ROLE.partTimeTeacher,
  readingLevel: readingLevel as ReadingLevel,
  trainingLevel: Number(trainingLevel),
  maxHours: Number(maxHours),
}));

const EXTRA_FULL_TIMERS: DemoUser[] = [
  {
    username: 'hanayamada',
    name: 'Hana Yamada',
    nickname: 'Hana',
    smsId: 30001,
    authority: AUTHORITY.user,
    role: ROLE.fullTimeTeacher,
    readingLevel: 'all',
    trainingLevel: 2,
  },
  {
    username: 'liamjones',
    name: 'Liam Jones',
    smsId: 30002,
    authority: AUTHORITY.user,
    role: ROLE.fullTimeTeacher,
    readingLevel: 'book',
    trainingLevel: 1,
  },
];

/** Every person the demo creates: `npm run demo:remove` finds them by username and SMS ID. */
export const DEMO_PEOPLE: readonly DemoUser[] = [...DEMO_ACCOUNTS, ...EXTRA_TEACHERS, ...EXTRA_FULL_TIMERS];

/**
 * Demo data, never in production (config decides). Each part fills only its own empty tables, so
 * a demo database made by an older version gains the newer parts at the next start.
 */
export async function seedDemo(db: Db, hasher: Hasher, storage: FileStorage): Promise<boolean> {
  const users = await seedDemoUsers(db, hasher);
  // Books and spelling categories first: students' reading settings point at them.
  const books = await seedDemoBooks(db, storage);
  const spelling = await seedDemoSpellingCategories(db, storage);
  const students = await seedDemoStudents(db, storage);
  const links = await seedDemoLinksAndManuals(db);
  const sessions = await seedDemoSessions(db);
  const shifts = await seedDemoShifts(db);
  // Activities follow the day's classes; pick-ups need this week's confirmed shifts.
  const activities = await seedDemoActivities(db, storage);
  const pickups = await seedDemoPickups(db, storage);
  return [users, books, spelling, students, links, sessions, shifts, activities, pickups].some(Boolean);
}

async function seedDemoUsers(db: Db, hasher: Hasher): Promise<boolean> {
  if ((await countLive(db)) > 0) return false;
  const [passwordHash, pinHash] = await Promise.all([hasher.hash(DEMO_PASSWORD), hasher.hash(DEMO_PIN)]);
  await db.transaction(async (tx) => {
    for (const u of DEMO_PEOPLE) {
      await insertUser(tx, {
        username: u.username,
        name: u.name,
        nickname: u.nickname ?? null,
        smsId: u.smsId,
        authority: u.authority,
        role: u.role,
        readingLevel: u.readingLevel,
        trainingLevel: u.trainingLevel,
        maxHours: u.role === ROLE.partTimeTeacher ? (u.maxHours ?? null) : null,
        mainShift: u.role === ROLE.fullTimeTeacher || u.role === ROLE.supervisor ? defaultMainShift() : null,
        passwordHash,
        pinHash,
        mustChangePassword: false,
        mustChangePin: false,
      });
    }
  });
  return true;
}

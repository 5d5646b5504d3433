// Builds a dataset with INSERT … SELECT over generate_series inside the database (no per-row round
// trips), once: a marker row says which version and size is there, and a matching one is reused.
import { hash } from '@node-rs/argon2';
import { openRaw } from './db.mjs';
import {
  ADMIN,
  CLASS_NAMES,
  AUDIT_EVENTS,
  AUDIT_SEARCH,
  DATASET_VERSION,
  MEASURE_DATE,
  SCHOOL_NAMES,
  SESSIONS_PER_SCHOOL_DAY,
  STUDENTS,
  TEACHERS,
} from './settings.mjs';

const FIRST = [
  'Aoi',
  'Haruto',
  'Yui',
  'Sota',
  'Mei',
  'Riku',
  'Hina',
  'Yuto',
  'Sakura',
  'Ren',
  'Emma',
  'Noah',
  'Mia',
  'Liam',
  'Rin',
  'Kaito',
  'Saki',
  'Daiki',
  'Nana',
  'Kenta',
  'Mio',
  'Sho',
  'Yuna',
  'Taiga',
  'Koharu',
  'Itsuki',
  'Akari',
  'Hayato',
  'Miyu',
  'Takumi',
];
const LAST = [
  'Sato',
  'Suzuki',
  'Takahashi',
  'Tanaka',
  'Watanabe',
  'Ito',
  'Yamamoto',
  'Nakamura',
  'Kobayashi',
  'Kato',
  'Yoshida',
  'Yamada',
  'Sasaki',
  'Yamaguchi',
  'Matsumoto',
  'Inoue',
  'Kimura',
  'Hayashi',
  'Shimizu',
  'Yamazaki',
  'Mori',
  'Abe',
  'Ikeda',
  'Hashimoto',
  'Ishikawa',
  'Ogawa',
  'Okada',
  'Goto',
  'Hasegawa',
  'Murakami',
];
const LOCATIONS = [
  'Ikejiri Elementary',
  'Sakura Kindergarten',
  'Station North Exit',
  'Park Gate',
  'City Library',
  'Swimming Pool',
];
const CLASS_GROUP = {
  'AM Elementary': 'AM',
  'AM Bilingual': 'AM',
  'AM Pre and Kinder': 'AM',
  'All Day Bilingual': 'all day',
  'Bi.-Kinder': 'all day',
  'PM Kinder': 'PM',
  'PM Elementary': 'PM',
};

const lit = (s) => `'${String(s).replaceAll("'", "''")}'`;
const arr = (xs) => `array[${xs.map(lit).join(', ')}]`;
const SCHOOLS = arr(SCHOOL_NAMES);
const M = `${lit(MEASURE_DATE)}::date`;

/** The app's tables the builder fills (and empties first when an older dataset is there). */
const TABLES = [
  'pickup_shifts',
  'pickup_students',
  'pickups',
  'activities',
  'sessions',
  'shifts',
  'students',
  'books',
  'spelling_categories',
  'audit_events',
  'login_throttle',
  'app_settings',
  'users',
];

function statements(range, passwordHash) {
  const perSchool = STUDENTS / SCHOOL_NAMES.length;
  return [
    [
      'books',
      `insert into books (name, level, book_order, word_count, key_words, questions)
      select 'Bench Book ' || g, 1 + (g - 1) / 12, 1 + (g - 1) % 12, 80 + g * 7,
        (select jsonb_agg(jsonb_build_object('word', 'word' || g || '-' || k, 'page', k)) from generate_series(1, 8) k),
        (select jsonb_agg(jsonb_build_object('question', 'What happens on page ' || k || '?', 'page', k)) from generate_series(1, 5) k)
      from generate_series(1, 120) g`,
    ],
    ['', `create temp table bench_books as select (row_number() over (order by name) - 1)::int as n, id from books`],
    // Student k (0…2999) is at school k % 20, in class (k / 20) % 7; reading stages 1–4 (never
    // 'to be checked', which would stop the write path's start).
    [
      'students',
      `insert into students (sms_id, name, grade, reading_stage, times_read, book_id, non_system_book)
      select 10000 + k, (${arr(FIRST)})[1 + k % 30] || ' ' || (${arr(LAST)})[1 + (k / 30) % 30],
        (array['K1','K2','K3','G1','G2','G3','G4','G5','G6'])[1 + k % 9], 1 + k % 4, 1 + k % 5,
        case when k % 4 = 2 then b.id end, case when k % 4 = 3 then 'Library book ' || k end
      from generate_series(0, ${STUDENTS - 1}) k join bench_books b on b.n = k % 120`,
    ],
    [
      '',
      `create temp table bench_students as
      select sms_id - 10000 as k, id, (sms_id - 10000) % ${SCHOOL_NAMES.length} as school,
        (sms_id - 10000) / ${SCHOOL_NAMES.length} as j, ((sms_id - 10000) / ${SCHOOL_NAMES.length}) % 7 as class
      from students`,
    ],
    [
      'users',
      `insert into users (username, sms_id, name, role, authority, password_hash, pin_hash, must_change_password, must_change_pin, reading_level)
      values (${lit(ADMIN.username)}, 99999, 'Bench Admin', null, 0, $1, $1, false, false, 'all')`,
      [passwordHash],
    ],
    // 20 supervisors, 80 full-timers, 200 part-timers; teacher n works at school n % 20.
    [
      'users',
      `insert into users (username, sms_id, name, role, authority, password_hash, pin_hash, must_change_password, must_change_pin, reading_level, max_hours)
      select 'teacher' || lpad(g::text, 3, '0'), 20000 + g, (${arr(FIRST)})[1 + (g * 7) % 30] || ' ' || (${arr(LAST)})[1 + g % 30],
        case when g <= 20 then 1 when g <= 100 then 2 else 3 end, case when g <= 20 then 2 else 3 end,
        $1, $1, false, false, (array['all','abcs','book','all'])[1 + g % 4], case when g > 100 then 80 end
      from generate_series(1, ${TEACHERS}) g`,
      [passwordHash],
    ],
    [
      '',
      `create temp table bench_teachers as
      select sms_id - 20000 as n, id, (sms_id - 20000) % ${SCHOOL_NAMES.length} as school, role from users where username like 'teacher%'`,
    ],
    [
      '',
      `create temp table bench_days as
      select (row_number() over (order by d) - 1)::int as i, d::date as day
      from generate_series(${lit(range.first)}::date, ${lit(range.last)}::date, interval '1 day') d
      where extract(isodow from d) < 6`,
    ],
    // ${SESSIONS_PER_SCHOOL_DAY} of each school's ${perSchool} students have a session each school day.
    [
      'sessions',
      `insert into sessions (date, school_name, class_name, category, status, student_id, teacher_id, arrived,
        performance, confirmed, completed_at, created_at, updated_at)
      select d.day, (${SCHOOLS})[1 + s.school], (${arr(CLASS_NAMES)})[1 + s.class],
        case when s.k % 10 < 7 then 'reading' else 'class' end, st.status, s.id,
        case when st.status <> 'new' then t.id end, st.status = 'completed',
        case when st.status = 'completed' then jsonb_build_object('startedAt', d.day || 'T07:10:00.000Z',
          'completedAt', d.day || 'T07:30:00.000Z', 'comments', 'Read with expression; practise the long vowel words.') end,
        st.status = 'completed' and (s.k + d.i) % 3 = 0,
        case when st.status = 'completed' then (d.day + time '07:30') at time zone 'UTC' end,
        (d.day - 30)::timestamp at time zone 'UTC', (d.day + time '07:30') at time zone 'UTC'
      from bench_days d
      join bench_students s on (s.j + d.i * 37) % ${perSchool} < ${SESSIONS_PER_SCHOOL_DAY}
      join bench_teachers t on t.n = 1 + (s.k + d.i) % ${TEACHERS}
      cross join lateral (select case
        when d.day < ${M} then case when (s.k + d.i) % 25 = 0 then 'canceled' else 'completed' end
        when d.day = ${M} then case when (s.k + d.i) % 3 = 0 then 'completed' else 'new' end
        else 'new' end as status) st`,
    ],
    // Each teacher works 7 school days in 10; past shifts are confirmed (some canceled), and from
    // the measured day on a third of the part-timers' days are still submitted availability.
    [
      'shifts',
      `insert into shifts (user_id, date, status, school_name, start_time, end_time, available_from, available_until)
      select t.id, d.day, st.status, case when st.status = 0 then null else (${SCHOOLS})[1 + t.school] end,
        case when st.status = 0 then null when t.n % 2 = 0 then '09:00' else '13:00' end,
        case when st.status = 0 then null when t.n % 2 = 0 then '15:00' else '19:00' end,
        case when st.status = 0 then '10:00' end, case when st.status = 0 then '18:00' end
      from bench_days d join bench_teachers t on (t.n + d.i * 3) % 10 < 7
      cross join lateral (select case
        when d.day < ${M} then case when (t.n + d.i) % 12 = 0 then -1 else 2 end
        when t.role = 3 and (t.n + d.i) % 3 = 0 then 0 else 2 end as status) st`,
    ],
    [
      'pickups',
      `insert into pickups (date, school_name, location, category, time_to_leave, time_to_pickup, time_to_return,
        outward_method, return_method, status)
      select d.day, (${SCHOOLS})[1 + sc], (${arr(LOCATIONS)})[p], case when p % 2 = 0 then 'drop-off' else 'pick-up' end,
        '14:' || lpad((p * 5)::text, 2, '0'), '14:45', '15:30', 'walk', 'walk', case when d.day < ${M} then 5 else 0 end
      from bench_days d cross join generate_series(0, ${SCHOOL_NAMES.length - 1}) sc cross join generate_series(1, ${LOCATIONS.length}) p`,
    ],
    [
      'pickup_students',
      `insert into pickup_students (pickup_id, student_id)
      select p.id, s.id from pickups p join bench_days d on d.day = p.date cross join generate_series(0, 2) m
      join bench_students s on s.school = array_position(${SCHOOLS}, p.school_name) - 1
        and s.j = (d.i * 7 + array_position(${arr(LOCATIONS)}, p.location) * 20 + m * 3) % ${perSchool}`,
    ],
    [
      'pickup_shifts',
      `insert into pickup_shifts (pickup_id, shift_id)
      select p.id, sh.id from pickups p cross join lateral (
        select id from shifts where date = p.date and school_name = p.school_name and status = 2
        order by id limit 1 offset (array_position(${arr(LOCATIONS)}, p.location) - 1) % 3) sh`,
    ],
    // The audit trail: a change every minute or so back from the measured day, by the staff, of the kinds the
    // app records, with before and after like a student's; one in 50,000 holds the searched word.
    [
      'audit_events',
      `insert into audit_events (at, actor_id, action, entity, entity_id, before, after)
      select (${M} + time '18:00') at time zone 'Asia/Tokyo' - g * interval '63 seconds', t.id,
        (array['student.update','shift.update','pickup.status','session.update','user.update','book.update'])[1 + g % 6],
        (array['student','shift','pickup','session','user','book'])[1 + g % 6],
        md5((g % 20000)::text)::uuid::text,
        jsonb_build_object('name', 'Student ' || (g % 20000), 'grade', g % 6, 'status', g % 4,
          'comments', 'Read with expression; practise the long vowel words.', 'schoolName', 'Ikejiri'),
        jsonb_build_object('name', case when g % 50000 = 7 then ${lit(AUDIT_SEARCH)} || ' Student' else 'Student ' || (g % 20000) end,
          'grade', (g + 1) % 6, 'status', (g + 1) % 4,
          'comments', 'Read with expression; practise the long vowel words.', 'schoolName', 'Gakugei')
      from generate_series(1, ${AUDIT_EVENTS[range.name]}) g
      join bench_teachers t on t.n = 1 + g % ${TEACHERS}`,
    ],
    [
      'activities',
      `insert into activities (date, school_name, class_name, category, title, description, confirmed)
      select d.day, (${SCHOOLS})[1 + sc], c.name, c.grp,
        case when d.day < ${M} then 'Activity of day ' || d.i else '' end,
        case when d.day < ${M} then 'The class painted, sang and read a picture book together.' else '' end, d.day < ${M}
      from bench_days d cross join generate_series(0, ${SCHOOL_NAMES.length - 1}) sc
      cross join (values ${Object.entries(CLASS_GROUP)
        .map(([n, g]) => `(${lit(n)}, ${lit(g)})`)
        .join(', ')}) c(name, grp)`,
    ],
  ];
}

async function marker(db) {
  try {
    const [row] = await db.query('select version, sessions from bench_marker limit 1');
    return row;
  } catch {
    return undefined;
  }
}

/** Fills the (migrated) database unless it already holds this version of the dataset. */
export async function ensureDataset(target, range, log) {
  const version = `${DATASET_VERSION}:${range.name}:${range.first}..${range.last}`;
  const db = await openRaw(target);
  try {
    const found = await marker(db);
    if (found?.version === version) {
      log(`  ${target.label}: dataset ${version} present (${found.sessions} sessions), reused`);
      return { built: false, sessions: Number(found.sessions) };
    }
    log(`  ${target.label}: building dataset ${version}…`);
    const started = Date.now();
    await db.query(`truncate ${TABLES.join(', ')} cascade`);
    await db.query('drop table if exists bench_marker');
    const passwordHash = await hash(ADMIN.password, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
    // The generated rows reference rows generated just before them: skipping the per-row foreign
    // key triggers makes the bulk load several times faster (this session only).
    await db.query('set session_replication_role = replica');
    for (const [what, text, params] of statements(range, passwordHash)) {
      const t = Date.now();
      await db.query(text, params);
      if (what) log(`    ${what}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
    }
    await db.query('set session_replication_role = origin');
    await db.query('analyze');
    const [{ n }] = await db.query('select count(*)::int as n from sessions');
    await db.query(
      'create table bench_marker (version text not null, sessions integer not null, built_at timestamptz not null default now())',
    );
    await db.query('insert into bench_marker (version, sessions) values ($1, $2)', [version, n]);
    log(`    ${n} sessions in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return { built: true, sessions: n };
  } finally {
    await db.close();
  }
}

/**
 * Puts the write path's sessions (Ikejiri, after the measured day) and the interaction step's (Ikejiri, the
 * measured day: lib/interaction.mjs) back to 'new', so a run that stopped halfway through start/reset pairs or a
 * test leaves nothing the next run trips over. (The dataset has no session in progress on or after that day.)
 */
export async function resetWriteTargets(target) {
  const db = await openRaw(target);
  try {
    await db.query(`update sessions set status = 'new', teacher_id = null, performance = null, reading = null
      where school_name = 'Ikejiri' and date >= ${M} and status = 'in progress'`);
  } finally {
    await db.close();
  }
}

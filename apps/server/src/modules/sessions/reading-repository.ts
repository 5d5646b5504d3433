import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * A child's reading journey (issue 21), read from the sessions this module owns: every count is made in SQL over
 * the student's completed reading sessions, which the partial index sessions_student_reading_done finds by
 * student and date (a session under review keeps its completedAt and its results, so it counts too).
 * Each form's results sit in `performance` under its kind (performance.ts): abc.spreadLettersMissed and
 * abc.randomLettersMissed (lowercase letters), spelling.wordsReviewed/wordsResults/phonicsResults (by word),
 * book.wordsMissed, book.keyWords[{word, correct}], book.questions[{question, correct}].
 */

const DONE = sql`s.category = 'reading' and s.completed_at is not null`;
const NEWEST_FIRST = sql`s.date desc, s.completed_at desc`;

export interface Period {
  from: string;
  to: string;
}

const inPeriod = (p: Period) => sql`s.date between ${p.from} and ${p.to}`;

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A completed reading session as the timeline and the session summary show it. */
export interface ReadingSessionRow {
  id: string;
  date: string;
  teacherName: string | null;
  teacherNickname: string | null;
  reading: Record<string, unknown> | null;
  performance: Record<string, unknown> | null;
  bookName: string | null;
}

function selectSessions(where: SQL, limit?: number) {
  return sql`select s.id, s.date::text as "date", t.name as "teacherName", t.nickname as "teacherNickname",
      s.reading, s.performance, b.name as "bookName"
    from sessions s
    left join users t on t.id = s.teacher_id
    left join books b on b.id = (s.reading->>'bookId')::uuid
    where ${where}
    order by ${NEWEST_FIRST}
    ${limit === undefined ? sql`` : sql`limit ${limit}`}`;
}

/** The period's completed reading sessions, newest first. */
export function listReadingSessions(db: Executor, studentId: string, p: Period) {
  return rows<ReadingSessionRow>(db, selectSessions(sql`s.student_id = ${studentId} and ${DONE} and ${inPeriod(p)}`));
}

/** The student's latest completed reading sessions other than `exceptId` (the one being run). */
export function listLatestReadingSessions(db: Executor, studentId: string, exceptId: string, limit: number) {
  return rows<ReadingSessionRow>(
    db,
    selectSessions(sql`s.student_id = ${studentId} and ${DONE} and s.id <> ${exceptId}`, limit),
  );
}

/** One point per month: the highest stage reached, the most ABC letters tested, how many sessions. */
export function readingProgress(db: Executor, studentId: string, p: Period) {
  return rows<{ month: string; stage: number; abcLetters: number | null; sessions: number }>(
    db,
    sql`select to_char(s.date, 'YYYY-MM') as "month", max((s.reading->>'stage')::int)::int as "stage",
        max((s.reading->'abc'->>'letters')::int) filter (where s.performance->'abc' is not null)::int as "abcLetters",
        count(*)::int as "sessions"
      from sessions s
      where s.student_id = ${studentId} and ${DONE} and ${inPeriod(p)} and s.reading->>'stage' is not null
      group by 1 order by 1`,
  );
}

/**
 * In how many of the latest `limit` ABC sessions (within the period, when one is given) each letter was missed,
 * in the spread test, the random test or both (a session counts once per letter).
 */
export async function lettersMissed(db: Executor, studentId: string, limit: number, p?: Period) {
  const [row] = await rows<{ sessions: number; missed: { letter: string; sessions: number }[] }>(
    db,
    sql`with recent as (
        select s.id, s.performance->'abc' as abc from sessions s
        where s.student_id = ${studentId} and ${DONE} and s.performance->'abc' is not null
          ${p ? sql`and ${inPeriod(p)}` : sql``}
        order by ${NEWEST_FIRST} limit ${limit}
      ), missed as (
        select l.letter, count(distinct r.id)::int as sessions
        from recent r
        cross join lateral (
          select jsonb_array_elements_text(r.abc->'spreadLettersMissed')
          union select jsonb_array_elements_text(r.abc->'randomLettersMissed')
        ) l(letter)
        group by l.letter
      )
      select (select count(*)::int from recent) as "sessions",
        coalesce((select jsonb_agg(jsonb_build_object('letter', letter, 'sessions', sessions)
          order by sessions desc, letter) from missed), '[]'::jsonb) as "missed"`,
  );
  return row ?? { sessions: 0, missed: [] };
}

/** The period's spelling words most often wrong: how often wrong, how often asked. */
export function spellingWordsWrong(db: Executor, studentId: string, p: Period, limit: number) {
  return rows<{ word: string; wrong: number; asked: number }>(
    db,
    sql`select w.word, count(*) filter (where s.performance->'spelling'->'wordsResults'->>(w.i::int - 1) = 'false')::int as "wrong",
        count(*)::int as "asked"
      from sessions s
      cross join lateral jsonb_array_elements_text(s.performance->'spelling'->'wordsReviewed') with ordinality w(word, i)
      where s.student_id = ${studentId} and ${DONE} and ${inPeriod(p)} and s.performance->'spelling' is not null
      group by w.word
      having count(*) filter (where s.performance->'spelling'->'wordsResults'->>(w.i::int - 1) = 'false') > 0
      order by 2 desc, 1 limit ${limit}`,
  );
}

/**
 * The period's phonics most often wrong. A session keeps each word's phonics as right/wrong by position; the
 * phonic itself is read from the word as its spelling category writes it ('sh/i/p'), as the test showed it.
 */
export function phonicsWrong(db: Executor, studentId: string, p: Period, limit: number) {
  return rows<{ phonic: string; wrong: number }>(
    db,
    sql`with spelled as (
        select (s.reading->>'spellingCategoryId')::uuid as category_id, s.performance->'spelling' as perf
        from sessions s
        where s.student_id = ${studentId} and ${DONE} and ${inPeriod(p)} and s.performance->'spelling' is not null
      ), wrong as (
        select sp.category_id, w.word, r.j::int as j
        from spelled sp
        cross join lateral jsonb_array_elements_text(sp.perf->'wordsReviewed') with ordinality w(word, i)
        cross join lateral jsonb_array_elements(sp.perf->'phonicsResults'->(w.i::int - 1)) with ordinality r(ok, j)
        where r.ok = 'false'::jsonb
      ), category_words as (
        select c.id, p.parts, array_to_string(p.parts, '') as word
        from spelling_categories c
        cross join lateral jsonb_array_elements(c.words) cw
        cross join lateral (
          select array(select trim(x) from unnest(string_to_array(cw->>'word', '/')) with ordinality u(x, n)
            where trim(x) <> '' order by n) as parts
        ) p
        where c.id in (select category_id from wrong)
      )
      select cw.parts[wr.j] as "phonic", count(*)::int as "wrong"
      from wrong wr join category_words cw on cw.id = wr.category_id and cw.word = wr.word
      where cw.parts[wr.j] is not null
      group by 1 order by 2 desc, 1 limit ${limit}`,
  );
}

/** Each book read in the period, with the words, key words and questions missed in it. */
export function booksRead(db: Executor, studentId: string, p: Period) {
  return rows<{
    book: string | null;
    sessions: number;
    lastDate: string;
    wordsMissed: string[];
    keyWordsMissed: string[];
    questionsMissed: string[];
  }>(
    db,
    sql`with read as (
        select s.date, (s.reading->>'bookId')::uuid as book_id, s.performance->'book' as perf
        from sessions s
        where s.student_id = ${studentId} and ${DONE} and ${inPeriod(p)} and s.performance->'book' is not null
      )
      select b.name as "book", count(*)::int as "sessions", max(r.date)::text as "lastDate",
        coalesce((select jsonb_agg(distinct x order by x) from read r2, jsonb_array_elements_text(r2.perf->'wordsMissed') x
          where r2.book_id is not distinct from r.book_id), '[]'::jsonb) as "wordsMissed",
        coalesce((select jsonb_agg(distinct k->>'word' order by k->>'word') from read r2, jsonb_array_elements(r2.perf->'keyWords') k
          where r2.book_id is not distinct from r.book_id and k->>'correct' = 'false'), '[]'::jsonb) as "keyWordsMissed",
        coalesce((select jsonb_agg(distinct q->>'question' order by q->>'question') from read r2, jsonb_array_elements(r2.perf->'questions') q
          where r2.book_id is not distinct from r.book_id and q->>'correct' = 'false'), '[]'::jsonb) as "questionsMissed"
      from read r left join books b on b.id = r.book_id
      group by r.book_id, b.name
      order by max(r.date) desc, b.name`,
  );
}

/** The spelling and book words missed most often in the latest `sessions` spelling or book sessions. */
export function wordsMissedLately(db: Executor, studentId: string, sessions: number, limit: number) {
  return rows<{ word: string; missed: number }>(
    db,
    sql`with recent as (
        select s.performance as perf from sessions s
        where s.student_id = ${studentId} and ${DONE}
          and (s.performance->'spelling' is not null or s.performance->'book' is not null)
        order by ${NEWEST_FIRST} limit ${sessions}
      ), missed as (
        select w.word from recent r
        cross join lateral jsonb_array_elements_text(r.perf->'spelling'->'wordsReviewed') with ordinality w(word, i)
        where r.perf->'spelling'->'wordsResults'->>(w.i::int - 1) = 'false'
        union all
        select x from recent r cross join lateral jsonb_array_elements_text(r.perf->'book'->'wordsMissed') x
        union all
        select k->>'word' from recent r cross join lateral jsonb_array_elements(r.perf->'book'->'keyWords') k
        where k->>'correct' = 'false'
      )
      select lower(word) as "word", count(*)::int as "missed" from missed group by 1 order by 2 desc, 1 limit ${limit}`,
  );
}

export interface OverviewRow {
  studentId: string;
  name: string;
  grade: string;
  stage: number;
  className: string;
  sessionsThisMonth: number;
  lastSessionDate: string | null;
  sameStage: boolean;
  lettersRepeated: number;
}

/**
 * Every student with a reading session at the school in the month (their class: that of their latest one), with
 * the month's completed reading sessions there, the last completed reading session up to `asOf`, whether the
 * latest `sameStage + 1` sessions all ran at the student's current stage, and, for a child on ABCs, how many
 * letters were each missed in at least `repeated` of the latest `abcSessions` sessions.
 */
export function readingOverview(
  db: Executor,
  o: {
    schoolName: string;
    monthStart: string;
    monthEnd: string;
    asOf: string;
    sameStage: number;
    abcSessions: number;
    repeated: number;
  },
) {
  return rows<OverviewRow>(
    db,
    sql`with roster as (
        select distinct on (s.student_id) s.student_id, s.class_name
        from sessions s
        where s.school_name = ${o.schoolName} and s.date between ${o.monthStart} and ${o.monthEnd}
          and s.status <> 'canceled' and s.category = 'reading'
        order by s.student_id, s.date desc, s.class_name
      ), month_done as (
        select s.student_id, count(*)::int as n
        from sessions s
        where s.school_name = ${o.schoolName} and s.date between ${o.monthStart} and ${o.monthEnd}
          and ${DONE}
        group by s.student_id
      )
      select st.id as "studentId", st.name, st.grade, st.reading_stage::int as "stage", r.class_name as "className",
        coalesce(md.n, 0) as "sessionsThisMonth", last.date::text as "lastSessionDate",
        coalesce(same.same, false) as "sameStage", coalesce(letters.repeated, 0)::int as "lettersRepeated"
      from roster r
      join students st on st.id = r.student_id
      left join month_done md on md.student_id = r.student_id
      left join lateral (
        select s.date from sessions s
        where s.student_id = r.student_id and ${DONE} and s.date <= ${o.asOf}
        order by ${NEWEST_FIRST} limit 1
      ) last on true
      left join lateral (
        select count(*) = ${o.sameStage + 1} and bool_and((x.reading->>'stage')::int = st.reading_stage) as same
        from (
          select s.reading from sessions s
          where s.student_id = r.student_id and ${DONE} and s.date <= ${o.asOf}
          order by ${NEWEST_FIRST} limit ${o.sameStage + 1}
        ) x
      ) same on true
      left join lateral (
        select count(*) as repeated from (
          select l.letter from (
            select s.id, s.performance->'abc' as abc from sessions s
            where st.reading_stage = 1 and s.student_id = r.student_id and ${DONE} and s.date <= ${o.asOf}
              and s.performance->'abc' is not null
            order by ${NEWEST_FIRST} limit ${o.abcSessions}
          ) a
          cross join lateral (
            select jsonb_array_elements_text(a.abc->'spreadLettersMissed')
            union select jsonb_array_elements_text(a.abc->'randomLettersMissed')
          ) l(letter)
          group by l.letter having count(*) >= ${o.repeated}
        ) m
      ) letters on true
      order by lower(st.name), st.id`,
  );
}

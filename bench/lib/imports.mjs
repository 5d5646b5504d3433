// Issue 8's promise, measured here and never asserted in a test: a 10,000-row daily schedule is
// previewed and applied in seconds, and the same file again changes nothing.
import { openRaw } from './db.mjs';
import { CLASS_NAMES, STUDENTS } from './settings.mjs';

const ROWS = 10_000;
/** After the dataset's last day, so the import creates every row and can be removed again. */
const DATES = ['2027-06-01', '2027-06-02', '2027-06-03', '2027-06-04'];
const FILE_NAME = 'bench-10000-rows.csv';

function scheduleCsv() {
  const lines = ['date,schoolName,className,studentSmsId,category,arrived,attendanceException'];
  for (let i = 0; i < ROWS; i++) {
    const k = i % STUDENTS;
    const date = DATES[Math.floor(i / STUDENTS)] ?? DATES[DATES.length - 1];
    const school = k % 2 === 0 ? 'Ikejiri' : 'Gakugei';
    lines.push(
      `${date},${school},"${CLASS_NAMES[k % CLASS_NAMES.length]}",${10000 + k},${i >= STUDENTS * 3 ? 'class' : 'reading'},${i % 3 === 0 ? 'yes' : 'no'},${i % 50 === 0 ? '欠席' : ''}`,
    );
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

async function removeImported(target) {
  const db = await openRaw(target);
  try {
    await db.query(`delete from sessions where date >= $1 and date <= $2`, [DATES[0], DATES[DATES.length - 1]]);
    await db.query(`delete from activities where date >= $1 and date <= $2`, [DATES[0], DATES[DATES.length - 1]]);
    await db.query(`delete from import_runs where file_name = $1`, [FILE_NAME]);
  } finally {
    await db.close();
  }
}

async function put(origin, token, csv, dryRun) {
  const started = performance.now();
  const res = await fetch(`${origin}/api/imports/daily-schedule?dryRun=${dryRun}&fileName=${FILE_NAME}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv; charset=utf-8' },
    body: csv,
  });
  const body = await res.json();
  const seconds = (performance.now() - started) / 1000;
  if (!res.ok) throw new Error(`import answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return { seconds: Math.round(seconds * 100) / 100, counts: body.counts };
}

/** Preview, apply, apply again (idempotent), each timed end to end from this process. */
export async function measureImport(origin, token, target, log) {
  await removeImported(target);
  const csv = scheduleCsv();
  try {
    const preview = await put(origin, token, csv, true);
    const apply = await put(origin, token, csv, false);
    const again = await put(origin, token, csv, false);
    const result = { rows: ROWS, bytes: Buffer.byteLength(csv), preview, apply, again };
    log(
      `    import of ${ROWS} schedule rows: preview ${preview.seconds} s, apply ${apply.seconds} s, same file again ${again.seconds} s (${again.counts.unchanged} unchanged)`,
    );
    return result;
  } finally {
    await removeImported(target);
  }
}

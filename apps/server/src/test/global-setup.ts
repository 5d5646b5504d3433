import pg from 'pg';
import { isProcessAlive } from '../lib/process-alive.ts';

/**
 * On a PostgreSQL server, drop the per-worker databases (`so_test_<pid>_<time>`) that a crashed
 * earlier run left behind — only those whose process is gone, so parallel runs never collide.
 */
export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like 'so\\_test\\_%' and datname <> current_database()",
    );
    for (const { datname } of rows) {
      const pid = Number(datname.split('_')[2]);
      if (Number.isInteger(pid) && isProcessAlive(pid)) continue;
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await client.end();
  }
}

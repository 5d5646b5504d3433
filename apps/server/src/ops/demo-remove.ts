import { runMigrations } from '../db/migrate.ts';
import { DemoRemovalRefused, removeDemo } from '../seed/remove-demo.ts';
import { reportFailure, withTarget } from './cli.ts';
import { OpsError } from './archive.ts';

// npm run demo:remove: the demo's people, children and their records, before a school goes live.
try {
  await withTarget('npm run demo:remove', { mustExist: true }, async ({ database, storage }) => {
    await runMigrations(database);
    const removed = await removeDemo(database.db, storage).catch((err: unknown) => {
      throw err instanceof DemoRemovalRefused ? new OpsError(err.message) : err;
    });
    if (removed.people + removed.students === 0) {
      console.log('No demo data found: nothing to remove.');
      return;
    }
    console.log(
      `Removed the demo data: ${removed.people} people, ${removed.students} students, ${removed.sessions} sessions and ${removed.pickups} pick-ups.`,
    );
  });
} catch (err) {
  reportFailure(err);
}

import type { Db } from '../db/client.ts';
import type { FileStorage } from '../storage/index.ts';

/** Filled in by the activities feature: adds demo rows when its tables are empty; true when it did. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function seedDemoActivities(db: Db, storage: FileStorage): Promise<boolean> {
  return false;
}

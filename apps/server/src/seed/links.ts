import type { Db } from '../db/client.ts';

/** Filled in by the links feature: adds demo rows when its tables are empty; true when it did. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function seedDemoLinksAndManuals(db: Db): Promise<boolean> {
  return false;
}

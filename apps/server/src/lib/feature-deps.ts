import type { Config } from '../config.ts';
import type { ChangeFeed } from '../db/change-feed.ts';
import type { Db } from '../db/client.ts';
import type { FileStorage, ImageWork } from '../storage/index.ts';

/** What every feature module's routes receive from buildApp. */
export interface FeatureDeps {
  db: Db;
  storage: FileStorage;
  /** Every upload's decoding and re-encoding, bounded (decision 0016). */
  images: ImageWork;
  config: Config;
  /** Absent: nothing is cached (every read goes to the database). */
  changes?: ChangeFeed;
}

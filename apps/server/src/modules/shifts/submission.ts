import type { Executor } from '../../db/client.ts';
import { readSetting } from '../settings/index.ts';

/** The global shift-submission switch (docs/decisions/0007-shifts.md): closed until someone opens it. */
export const SUBMISSION = 'shiftSubmissionOpen';

export function readCanSubmit(db: Executor): Promise<boolean> {
  return readSetting(db, SUBMISSION, false);
}

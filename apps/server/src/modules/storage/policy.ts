import { isSupervisor } from '@school-ops/shared';
import type { Principal } from '../../auth/principal.ts';
import { isValidKey } from '../../storage/index.ts';

/**
 * Who may have a stored file signed for them, by the kind of file its key names (the prefix the
 * uploading service gave it: `student-<uuid>.jpg`). Children's photos follow the students
 * feature (supervisors and up); pictures every screen shows (activities, book covers, spelling
 * images) are for everyone signed in. A key of any other kind is nobody's.
 */
const READERS: Record<string, (p: Principal) => boolean> = {
  student: isSupervisor,
  activity: () => true,
  book: () => true,
  spelling: () => true,
};

export function kindOfKey(key: string): string | undefined {
  return isValidKey(key) ? key.slice(0, key.indexOf('-')) : undefined;
}

/** False for keys the caller may not read and for keys that are no file of ours: both answer 404. */
export function maySignKey(principal: Principal, key: string): boolean {
  const kind = kindOfKey(key);
  return kind !== undefined && Object.hasOwn(READERS, kind) && READERS[kind]!(principal);
}

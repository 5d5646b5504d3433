import { isSupervisor } from '@school-ops/shared';
import type { Identity } from '../../auth/identity.ts';
import { definePolicy } from '../../auth/policy.ts';
import { notFound } from '../../lib/http-error.ts';
import { isValidKey } from '../../storage/index.ts';

/**
 * Who may have a stored file signed for them, by the kind of file its key names (the prefix the
 * uploading service gave it: `student-<uuid>.jpg`). Children's photos follow the students
 * feature (supervisors and up); pictures every screen shows (activities, book covers, spelling
 * images) are for everyone signed in. A key of any other kind is nobody's.
 */
const READERS: Record<string, (p: Identity) => boolean> = {
  student: isSupervisor,
  activity: () => true,
  book: () => true,
  spelling: () => true,
};

export function kindOfKey(key: string): string | undefined {
  return isValidKey(key) ? key.slice(0, key.indexOf('-')) : undefined;
}

/** Refused for keys the caller may not read and for keys that are no file of ours: both answer 404. */
export const policy = definePolicy<'sign', { key: string }>((identity, _action, file) => {
  const kind = file && kindOfKey(file.key);
  return kind !== undefined && Object.hasOwn(READERS, kind) && READERS[kind]!(identity) ? null : notFound();
});
export const { can, authorize } = policy;

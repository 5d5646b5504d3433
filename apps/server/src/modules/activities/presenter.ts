import { ACTIVITY_ACTIONS, SIGNED_URL_MS, type ActivityDto } from '@school-ops/shared';
import type { Identity } from '../../auth/identity.ts';
import { abilitiesOf } from '../../auth/policy.ts';
import type { ActivityRow } from '../../db/schema/index.ts';
import type { FileStorage } from '../../storage/index.ts';
import { policy } from './policy.ts';

/** Signs every photo of every activity at once (no call waits for the one before). */
export async function presentActivities(
  storage: FileStorage,
  rows: ActivityRow[],
  p: Identity,
): Promise<ActivityDto[]> {
  const signed = await Promise.all(
    rows.map((r) => Promise.all(r.photos.map((key) => storage.signedReadUrl(key, SIGNED_URL_MS.default)))),
  );
  // An activity's abilities depend on the viewer alone: one answer for every row.
  const can = abilitiesOf(policy, ACTIVITY_ACTIONS, p);
  return rows.map((r, i) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    confirmed: r.confirmed,
    photos: r.photos,
    signedUrlPhotos: signed[i] ?? [],
    className: r.className,
    category: r.category,
    schoolName: r.schoolName,
    date: r.date,
    can,
  }));
}

export async function presentActivity(storage: FileStorage, row: ActivityRow, p: Identity): Promise<ActivityDto> {
  const [dto] = await presentActivities(storage, [row], p);
  return dto!;
}

/** What the audit trail keeps of an activity: stored values, never a signed URL. */
export function auditSnapshot(r: ActivityRow) {
  return { title: r.title, description: r.description, confirmed: r.confirmed, photos: r.photos };
}

import type { Executor } from '../../db/client.ts';
import type { LinkRow, ManualRow } from '../../db/schema/index.ts';
import { insertLinks } from '../../modules/links/index.ts';
import { insertManuals } from '../../modules/manuals/index.ts';

let seq = 0;

/** A welcome link; part-timers and up see it unless told otherwise. */
export async function buildLink(
  db: Executor,
  o: Partial<Pick<LinkRow, 'title' | 'url' | 'role' | 'clickCount'>> = {},
): Promise<LinkRow> {
  seq += 1;
  const [row] = await insertLinks(db, [
    {
      title: o.title ?? `Link ${seq}`,
      url: o.url ?? `https://example.com/link-${seq}`,
      role: o.role ?? 3,
      clickCount: o.clickCount ?? 0,
    },
  ]);
  if (!row) throw new Error('no link inserted');
  return row;
}

/** A pick-up manual for a location of its own unless told otherwise. */
export async function buildManual(
  db: Executor,
  o: Partial<Pick<ManualRow, 'locationName' | 'url' | 'pickupCategory'>> = {},
): Promise<ManualRow> {
  seq += 1;
  const [row] = await insertManuals(db, [
    {
      locationName: o.locationName ?? `Location ${seq}`,
      url: o.url ?? `https://example.com/manual-${seq}`,
      pickupCategory: o.pickupCategory ?? 'pick-up',
    },
  ]);
  if (!row) throw new Error('no manual inserted');
  return row;
}

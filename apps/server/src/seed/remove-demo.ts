import { recordAudit } from '../audit/record.ts';
import type { Db } from '../db/client.ts';
import { deletePickupsWithoutStudents, listPickupIdsOfStudents } from '../modules/pickups/index.ts';
import { deleteSessionsOfStudents } from '../modules/sessions/index.ts';
import { deleteStudents, findBySmsIdAndName } from '../modules/students/index.ts';
import { countOtherLiveAdmins, deleteUsersForGood, findByUsernameAndSmsId } from '../modules/users/index.ts';
import type { FileStorage } from '../storage/index.ts';
import { DEMO_PEOPLE } from './demo.ts';
import { DEMO_STUDENTS } from './students.ts';

export interface DemoRemoval {
  people: number;
  students: number;
  sessions: number;
  pickups: number;
}

/** A refusal meant for the person running the command. */
export class DemoRemovalRefused extends Error {}

/**
 * Deletes the people and children the demo created (matched by username and SMS ID, by SMS ID and
 * name) with their sessions, shifts and the pick-ups only they were on, in one transaction; running
 * it again finds nothing. The demo's books, links, manuals and activities stay: a school may have
 * kept and edited them. Student photos are deleted from storage once the rows are gone.
 */
export async function removeDemo(db: Db, storage: FileStorage): Promise<DemoRemoval> {
  const { removal, photos } = await db.transaction(async (tx) => {
    const people = await findByUsernameAndSmsId(
      tx,
      DEMO_PEOPLE.map(({ username, smsId }) => ({ username, smsId })),
    );
    const peopleIds = people.map((p) => p.id);
    if (people.some((p) => p.authority === 0 && !p.deletedAt) && (await countOtherLiveAdmins(tx, peopleIds)) === 0) {
      throw new DemoRemovalRefused(
        'Removing the demo data would leave no admin account: create your own first with `npm run create-admin`.',
      );
    }
    const children = await findBySmsIdAndName(tx, DEMO_STUDENTS);
    const childIds = children.map((c) => c.id);
    const pickupIds = await listPickupIdsOfStudents(tx, childIds);
    const removal: DemoRemoval = {
      sessions: await deleteSessionsOfStudents(tx, childIds),
      students: await deleteStudents(tx, childIds),
      pickups: await deletePickupsWithoutStudents(tx, pickupIds),
      people: await deleteUsersForGood(tx, peopleIds),
    };
    if (removal.people + removal.students > 0)
      await recordAudit(tx, { actorId: null, action: 'demo.remove', entity: 'demo', after: removal });
    return { removal, photos: children.flatMap((c) => (c.photo ? [c.photo] : [])) };
  });
  // Files cannot take part in the transaction; a photo left behind is unreachable without its row.
  await Promise.all(photos.map((key) => storage.delete(key).catch(() => {})));
  return removal;
}

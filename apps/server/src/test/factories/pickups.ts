import type { Executor } from '../../db/client.ts';
import type { NewPickupRow } from '../../db/schema/index.ts';
import { insertPickup } from '../../modules/pickups/index.ts';
import { dayFromToday } from './shifts.ts';

/** A pick-up at Ikejiri today, 14:00 to 15:00, confirmed, unless told otherwise. */
export async function buildPickup(
  db: Executor,
  o: Partial<NewPickupRow> = {},
  links: { studentIds?: string[]; shiftIds?: string[] } = {},
) {
  return insertPickup(
    db,
    {
      date: dayFromToday(0),
      schoolName: 'Ikejiri',
      location: 'Ikejiri Elementary',
      category: 'pick-up',
      timeToLeave: '14:00',
      timeToPickup: '14:20',
      timeToReturn: '15:00',
      outwardMethod: 'walk',
      returnMethod: 'walk',
      status: 1,
      ...o,
    },
    links,
  );
}

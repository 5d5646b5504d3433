import type { Db } from '../db/client.ts';
import { countLinks, insertLinks } from '../modules/links/index.ts';
import { countManuals, insertManuals } from '../modules/manuals/index.ts';

const DOCS = 'https://docs.example.com/school-ops';

/** Across the three visibilities (3 part-timers and up, 2 full-timers and up, 0 school managers). */
const DEMO_LINKS = [
  { title: 'Staff Handbook', url: `${DOCS}/staff-handbook`, role: 3, clickCount: 42 },
  { title: 'Lesson Plans', url: `${DOCS}/lesson-plans`, role: 3, clickCount: 27 },
  { title: 'School Calendar', url: `${DOCS}/calendar`, role: 3, clickCount: 15 },
  { title: 'Shift Rules', url: `${DOCS}/shift-rules`, role: 3, clickCount: 8 },
  { title: 'Curriculum Planning', url: `${DOCS}/curriculum`, role: 2, clickCount: 11 },
  { title: 'Parent Communication Guide', url: `${DOCS}/parents`, role: 2, clickCount: 3 },
  { title: 'Budget and Payroll', url: `${DOCS}/budget`, role: 0, clickCount: 5 },
];

const MANUAL_BASE = 'https://docs.example.com/pickups';
const slug = (s: string) => s.toLowerCase().replace(/\W+/g, '-');

/** The pick-up and drop-off places the school uses, each with the manual(s) it needs. */
const DEMO_LOCATIONS: [string, ('pick-up' | 'drop-off')[]][] = [
  ['Ikejiri Elementary', ['pick-up', 'drop-off']],
  ['Sangenjaya Station', ['pick-up', 'drop-off']],
  ['Gakugei-daigaku Station', ['pick-up']],
  ['Komaba Elementary', ['pick-up']],
  ['Setagaya Park', ['drop-off']],
  ['Mishuku Kindergarten', ['pick-up', 'drop-off']],
];

/** Demo links and pick-up manuals, each only when its table is empty; true when anything was added. */
export async function seedDemoLinksAndManuals(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    let added = false;
    if ((await countLinks(tx)) === 0) {
      await insertLinks(tx, DEMO_LINKS);
      added = true;
    }
    if ((await countManuals(tx)) === 0) {
      await insertManuals(
        tx,
        DEMO_LOCATIONS.flatMap(([locationName, categories]) =>
          categories.map((pickupCategory) => ({
            locationName,
            pickupCategory,
            url: `${MANUAL_BASE}/${slug(locationName)}-${pickupCategory}`,
          })),
        ),
      );
      added = true;
    }
    return added;
  });
}

import { SCHOOLS, schoolToday } from '@school-ops/shared';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import type { NewActivityRow } from '../db/schema/index.ts';
import { countActivities, dayRows, insertMissing } from '../modules/activities/index.ts';
import { newKey, type FileStorage } from '../storage/index.ts';

/** What some classes did today; the rest are left for the teachers to fill in. */
const DONE: Record<string, { title: string; description: string; photos: number; confirmed?: boolean }> = {
  'AM Bilingual': {
    title: 'Autumn leaf painting',
    description: 'We collected leaves in the park and printed them with red, orange and yellow paint.',
    photos: 2,
    confirmed: true,
  },
  'AM Pre and Kinder': {
    title: 'Colour hunt',
    description: 'The children found something red, blue and green in the classroom and named each colour in English.',
    photos: 1,
  },
  'PM Elementary': {
    title: 'Paper planes',
    description: 'We folded paper planes, measured how far they flew and compared the numbers.',
    photos: 0,
  },
};

const COLOURS = ['#f4a259', '#8cb369', '#5b8e7d', '#f4e285', '#bc4b51', '#7aa5d6'];

/** A simple drawing (shapes on a coloured background): no real child's picture ships with the app. */
async function demoPhoto(i: number): Promise<Buffer> {
  const c = COLOURS[i % COLOURS.length]!;
  const d = COLOURS[(i + 2) % COLOURS.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360">
    <rect width="480" height="360" fill="${c}"/>
    <circle cx="${120 + i * 30}" cy="150" r="70" fill="${d}" opacity="0.85"/>
    <path d="M260 260 Q330 120 420 250 Z" fill="#ffffff" opacity="0.7"/>
    <rect x="40" y="280" width="400" height="40" rx="16" fill="#3d405b" opacity="0.5"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 78 }).toBuffer();
}

/** Today's activities at both schools: some filled in with small generated photos, one confirmed. */
export async function seedDemoActivities(db: Db, storage: FileStorage): Promise<boolean> {
  if ((await countActivities(db)) > 0) return false;
  const today = schoolToday();
  let n = 0;
  const rows: NewActivityRow[] = [];
  for (const base of dayRows(SCHOOLS, today)) {
    const done = DONE[base.className];
    if (!done) {
      rows.push(base);
      continue;
    }
    // Confirmed at the first school only: one confirmed activity in the demo.
    const confirmed = Boolean(done.confirmed) && base.schoolName === SCHOOLS[0];
    const photos: string[] = [];
    for (let p = 0; p < done.photos; p++) {
      const key = newKey('activity', 'jpg');
      await storage.put(key, await demoPhoto(n++), 'image/jpeg');
      photos.push(key);
    }
    rows.push({ ...base, title: done.title, description: done.description, photos, confirmed });
  }
  await db.transaction(async (tx) => insertMissing(tx, rows));
  return true;
}

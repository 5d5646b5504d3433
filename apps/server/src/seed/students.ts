import { ABC_KINDS, ABC_LETTER_OPTIONS, READING_STAGE, SCHOOLS } from '@school-ops/shared';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import type { NewStudentRow } from '../db/schema/index.ts';
import { listBookIds } from '../modules/books/index.ts';
import { listSpellingCategoryIds } from '../modules/spelling-categories/index.ts';
import { countStudents, insertStudents } from '../modules/students/index.ts';
import { newKey, type FileStorage } from '../storage/index.ts';

const FIRST = [
  'Aoi',
  'Haruto',
  'Yui',
  'Sota',
  'Hina',
  'Riku',
  'Mei',
  'Yuto',
  'Sakura',
  'Kaito',
  'Rin',
  'Hayato',
  'Mio',
  'Ren',
  'Akari',
  'Minato',
  'Emma',
  'Leo',
  'Himari',
  'Daiki',
  'Koharu',
  'Takumi',
  'Yuna',
  'Sora',
  'Noa',
  'Asahi',
  'Ema',
  'Itsuki',
  'Saki',
  'Kenta',
];
const LAST = [
  'Tanaka',
  'Suzuki',
  'Sato',
  'Watanabe',
  'Ito',
  'Yamamoto',
  'Nakamura',
  'Kobayashi',
  'Kato',
  'Yoshida',
  'Smith',
  'Mori',
];
const GRADES = ['K1', 'K2', 'K3', 'E1', 'E2', 'E3', 'E4', 'E5', 'E6'];
const CLASSES = ['AM Pre and Kinder', 'AM Bilingual', 'PM Kinder', 'PM Elementary', 'Bi.-Kinder'];
const NON_SYSTEM_BOOKS = [
  'The Very Hungry Caterpillar',
  'Where the Wild Things Are',
  'The Gruffalo',
  'Frog and Toad Are Friends',
];
const COMMENTS = [
  'Knows most uppercase letters; mixes up b and d.',
  'Reads with expression. Practise the th sound.',
  'Shy at first, warms up after the first page.',
  'Needs help with short vowel sounds.',
  'Loves dinosaurs: picks dinosaur books when given the choice.',
  null,
];
const PHOTO_COLOURS = ['#f6c28b', '#a7d3f2', '#c9e4a6', '#f2b5c4', '#d9c2f0', '#ffe08a', '#b8e0d2', '#f7c6a3'];
const SMS_FROM = 1001;
const COUNT = 60;
const PER_SCHOOL = COUNT / SCHOOLS.length;

/**
 * Where the demo student with this index (in SMS ID order) goes: the first half to the first school, the
 * rest to the second, so that each school has children on every reading stage. Their remarks say so, and
 * the sessions demo holds their sessions there.
 */
export function demoPlaceOf(index: number): { schoolName: (typeof SCHOOLS)[number]; className: string } {
  return {
    schoolName: SCHOOLS[Math.floor(index / PER_SCHOOL) % SCHOOLS.length]!,
    className: CLASSES[index % CLASSES.length]!,
  };
}

/** Who the demo's children are: `npm run demo:remove` finds them by these pairs. */
export const DEMO_STUDENTS = Array.from({ length: COUNT }, (_, i) => ({
  smsId: SMS_FROM + i,
  name: `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`,
}));

/** A friendly round face for demo photos: no real child's picture ever ships with the app. */
async function demoPhoto(colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320">
    <rect width="320" height="320" fill="${colour}"/>
    <circle cx="160" cy="150" r="95" fill="#fde3c8" stroke="#6b4f3a" stroke-width="6"/>
    <circle cx="125" cy="135" r="11" fill="#3b2a20"/><circle cx="195" cy="135" r="11" fill="#3b2a20"/>
    <path d="M115 185 Q160 225 205 185" fill="none" stroke="#3b2a20" stroke-width="8" stroke-linecap="round"/>
    <rect x="70" y="262" width="180" height="70" rx="30" fill="#ffffff" opacity="0.7"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/**
 * About sixty children over both schools, on every reading stage: some still to be checked, many on
 * ABCs with different letter counts, and (when the demo has them) some on spelling categories and books.
 */
export async function seedDemoStudents(db: Db, storage: FileStorage): Promise<boolean> {
  if ((await countStudents(db)) > 0) return false;
  const [bookIds, categoryIds] = await Promise.all([listBookIds(db), listSpellingCategoryIds(db)]);

  const rows: NewStudentRow[] = [];
  for (let i = 0; i < COUNT; i++) {
    const place = demoPlaceOf(i);
    const row: NewStudentRow = {
      ...DEMO_STUDENTS[i]!,
      grade: GRADES[(i * 5) % GRADES.length]!,
      remarks: `${place.schoolName} · ${place.className}`,
      comments: COMMENTS[i % COMMENTS.length] ?? null,
      timesRead: 1 + (i % 4),
      abcStage: ABC_KINDS[i % ABC_KINDS.length],
      abcLetters: ABC_LETTER_OPTIONS[(i * 3) % ABC_LETTER_OPTIONS.length],
      oldProgression: i % 9 === 0,
    };
    const kind = i % 10;
    const book = bookIds.length ? bookIds[i % bookIds.length] : undefined;
    const category = categoryIds.length ? categoryIds[i % categoryIds.length] : undefined;
    if (kind === 0) row.readingStage = READING_STAGE.toBeChecked;
    else if ((kind === 5 || kind === 6) && category) {
      row.readingStage = READING_STAGE.spellingAndBlending;
      row.spellingCategoryId = category.id;
    } else if ((kind === 7 || kind === 8) && book) {
      row.readingStage = READING_STAGE.book;
      row.bookId = book.id;
    } else if (kind === 9) {
      row.readingStage = READING_STAGE.nonSystemBook;
      row.nonSystemBook = NON_SYSTEM_BOOKS[i % NON_SYSTEM_BOOKS.length]!;
    } else row.readingStage = READING_STAGE.abc;
    rows.push(row);
  }

  // A few photos, so the pages show what a photo looks like; stored before the rows that name them.
  const withPhotos = [1, 4, 8, 13, 21, 34, 42, 55];
  await Promise.all(
    withPhotos.map(async (index, n) => {
      const key = newKey('student', 'jpg');
      await storage.put(key, await demoPhoto(PHOTO_COLOURS[n % PHOTO_COLOURS.length]!), 'image/jpeg');
      rows[index]!.photo = key;
    }),
  );

  await db.transaction(async (tx) => {
    await insertStudents(tx, rows);
  });
  return true;
}

import type { KeyWordDto, BookQuestionDto } from '@school-ops/shared';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { countBooks, insertBook } from '../modules/books/index.ts';
import { newKey, type FileStorage } from '../storage/index.ts';

interface DemoBook {
  name: string;
  level: number;
  order: number;
  part?: number;
  wordCount: number;
  colour: string;
  keyWords: [string, number, string?][];
  questions: [string, number, string?][];
}

const DEMO_BOOKS: DemoBook[] = [
  {
    name: 'The Big Cat',
    level: 1,
    order: 1,
    wordCount: 48,
    colour: '#f4a261',
    keyWords: [
      ['cat', 2, 'Point at the cat.'],
      ['big', 2],
      ['sat', 4],
      ['mat', 4, 'What is under the cat?'],
      ['nap', 6],
    ],
    questions: [
      ['What colour is the cat?', 2, 'Look at the picture.'],
      ['Where did the cat sit?', 4],
      ['What did the cat do at the end?', 6, 'She closed her eyes.'],
    ],
  },
  {
    name: 'Red Hen, Red Hat',
    level: 1,
    order: 2,
    wordCount: 56,
    colour: '#e76f51',
    keyWords: [
      ['hen', 2],
      ['red', 2, 'Same colour as an apple.'],
      ['hat', 3],
      ['wind', 5],
      ['found', 7],
    ],
    questions: [
      ['What does the hen wear?', 3],
      ['What took the hat away?', 5, 'It blows.'],
      ['Who found the hat?', 7],
    ],
  },
  {
    name: 'Pip Can Dig',
    level: 1,
    order: 3,
    wordCount: 62,
    colour: '#8ab17d',
    keyWords: [
      ['dig', 2],
      ['hole', 3],
      ['bone', 5, 'Dogs love them.'],
      ['mud', 6],
      ['wash', 8],
    ],
    questions: [
      ['What animal is Pip?', 2],
      ['What did Pip find in the hole?', 5],
      ['Why did Pip need a wash?', 8, 'Look at his paws.'],
    ],
  },
  {
    name: 'Sam and the Map',
    level: 2,
    order: 1,
    part: 1,
    wordCount: 110,
    colour: '#2a9d8f',
    keyWords: [
      ['map', 2],
      ['hill', 4],
      ['path', 5, 'A small road for walking.'],
      ['tree', 7],
      ['cross', 9, 'The X on the map.'],
    ],
    questions: [
      ['What did Sam find in the box?', 2],
      ['Where does the path go?', 5],
      ['What is under the big tree?', 9, 'Look for the X.'],
    ],
  },
  {
    name: 'Sam and the Map',
    level: 2,
    order: 1,
    part: 2,
    wordCount: 124,
    colour: '#264653',
    keyWords: [
      ['river', 3],
      ['bridge', 4],
      ['shovel', 6, 'You dig with it.'],
      ['chest', 8],
      ['gold', 10],
    ],
    questions: [
      ['How did Sam cross the river?', 4],
      ['What did Sam use to dig?', 6],
      ['What was inside the chest?', 10],
      ['How did Sam feel at the end?', 11, 'Look at his face.'],
    ],
  },
  {
    name: 'A Fox in a Box',
    level: 2,
    order: 2,
    wordCount: 98,
    colour: '#f4a259',
    keyWords: [
      ['fox', 2],
      ['box', 2],
      ['hide', 4, 'So nobody can see you.'],
      ['socks', 6],
      ['jump', 9],
    ],
    questions: [
      ['Where was the fox hiding?', 2],
      ['What did the fox find in the box?', 6],
      ['Why did the fox jump out?', 9],
    ],
  },
  {
    name: 'The Lost Kite',
    level: 2,
    order: 3,
    wordCount: 132,
    colour: '#5b8e7d',
    keyWords: [
      ['kite', 2],
      ['string', 3],
      ['windy', 4],
      ['stuck', 7, 'It cannot move.'],
      ['ladder', 9],
    ],
    questions: [
      ['What colour was the kite?', 2],
      ['Where did the kite get stuck?', 7],
      ['Who helped get the kite down?', 9, 'He had a ladder.'],
    ],
  },
  {
    name: "Mia's Busy Day",
    level: 3,
    order: 1,
    wordCount: 186,
    colour: '#bc4b51',
    keyWords: [
      ['morning', 2],
      ['breakfast', 3],
      ['library', 6, 'A place with many books.'],
      ['bicycle', 9],
      ['tired', 13],
    ],
    questions: [
      ['What did Mia eat for breakfast?', 3],
      ['What did Mia borrow from the library?', 6],
      ['How did Mia get to the park?', 9],
      ['Why was Mia tired at night?', 13],
    ],
  },
  {
    name: 'The Rainy Picnic',
    level: 3,
    order: 2,
    part: 1,
    wordCount: 174,
    colour: '#6d597a',
    keyWords: [
      ['picnic', 2, 'Eating outside on a blanket.'],
      ['basket', 3],
      ['sandwich', 4],
      ['clouds', 7],
      ['umbrella', 10],
    ],
    questions: [
      ['What did the family put in the basket?', 3],
      ['What did Dad see in the sky?', 7],
      ['What did they use when it rained?', 10],
    ],
  },
  {
    name: 'The Rainy Picnic',
    level: 3,
    order: 2,
    part: 2,
    wordCount: 192,
    colour: '#355070',
    keyWords: [
      ['tent', 3],
      ['puddle', 5, 'Water on the ground after rain.'],
      ['splash', 6],
      ['rainbow', 11],
      ['dry', 12],
    ],
    questions: [
      ['Where did they eat their picnic?', 3],
      ['Who jumped in the puddle?', 6],
      ['What appeared after the rain?', 11, 'It has seven colours.'],
    ],
  },
  {
    name: 'Ben Builds a Boat',
    level: 3,
    order: 3,
    wordCount: 205,
    colour: '#e09f3e',
    keyWords: [
      ['wood', 2],
      ['hammer', 4],
      ['nails', 4],
      ['float', 8, 'It stays on top of the water.'],
      ['sail', 10],
    ],
    questions: [
      ['What did Ben use to build the boat?', 2],
      ['What happened when Ben put the boat in the pond?', 8],
      ['What did Ben add to the boat at the end?', 10],
    ],
  },
  {
    name: 'The Secret Garden Gate',
    level: 4,
    order: 1,
    wordCount: 312,
    colour: '#588157',
    keyWords: [
      ['gate', 2],
      ['key', 5],
      ['rusty', 6, 'Old metal that turned brown.'],
      ['whisper', 9],
      ['bloom', 14, 'When flowers open.'],
    ],
    questions: [
      ['Where did Lily find the key?', 5],
      ['Why was the gate hard to open?', 6],
      ['Who was whispering behind the wall?', 9],
      ['What happened to the garden in spring?', 14],
    ],
  },
  {
    name: 'Lost in the Snow',
    level: 4,
    order: 2,
    wordCount: 340,
    colour: '#457b9d',
    keyWords: [
      ['snowstorm', 3],
      ['footprints', 6, 'Marks your feet leave.'],
      ['shelter', 9],
      ['lantern', 11],
      ['rescue', 15],
    ],
    questions: [
      ['Why could Kenta not see the path?', 3],
      ['What did Kenta follow to find his way?', 6],
      ['Where did Kenta wait for help?', 9],
      ['How did the rescuers find him?', 15, 'It gave off light.'],
    ],
  },
];

/** A plain, coloured cover with the title on it; none when this machine cannot draw text. */
async function drawCover(book: DemoBook): Promise<Buffer | null> {
  try {
    const title = await sharp({
      text: {
        text: `<span foreground="white">${book.name.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</span>`,
        font: 'sans bold 28',
        width: 200,
        align: 'center',
        rgba: true,
      },
    })
      .png()
      .toBuffer();
    return await sharp({ create: { width: 240, height: 320, channels: 3, background: book.colour } })
      .composite([{ input: title, gravity: 'center' }])
      .jpeg({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
}

const keyWordsOf = (b: DemoBook): KeyWordDto[] =>
  b.keyWords.map(([word, page, hint]) => ({ word, page, hint: hint ?? null }));
const questionsOf = (b: DemoBook): BookQuestionDto[] =>
  b.questions.map(([question, page, hint]) => ({ question, page, hint: hint ?? null }));

/** Demo books over levels 1 to 4 (some in parts), with covers; only when there are no books yet. */
export async function seedDemoBooks(db: Db, storage: FileStorage): Promise<boolean> {
  if ((await countBooks(db)) > 0) return false;
  // Covers are stored first; should the rows fail, the files go again (nothing half-written).
  const covers = await Promise.all(
    DEMO_BOOKS.map(async (b) => {
      const body = await drawCover(b);
      if (!body) return null;
      const key = newKey('book', 'jpg');
      await storage.put(key, body, 'image/jpeg');
      return key;
    }),
  );
  try {
    await db.transaction(async (tx) => {
      for (const [i, b] of DEMO_BOOKS.entries()) {
        await insertBook(tx, {
          name: b.name,
          level: b.level,
          order: b.order,
          part: b.part ?? null,
          wordCount: b.wordCount,
          keyWords: keyWordsOf(b),
          questions: questionsOf(b),
          coverImage: covers[i] ?? null,
        });
      }
    });
  } catch (err) {
    await Promise.all(covers.map((k) => (k ? storage.delete(k).catch(() => undefined) : undefined)));
    throw err;
  }
  return true;
}

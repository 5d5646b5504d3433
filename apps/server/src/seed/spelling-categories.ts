import { spellingWordText } from '@school-ops/shared';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import type { SpellingWord } from '../db/schema/index.ts';
import { countSpellingCategories, insertSpellingCategory } from '../modules/spelling-categories/index.ts';
import { newKey, type FileStorage } from '../storage/index.ts';

interface DemoCategory {
  category: string;
  level: number;
  order: number;
  words: string[];
  /** How many of the first words get a picture card. */
  pictures: number;
  colour: string;
}

export const DEMO_SPELLING_CATEGORIES: DemoCategory[] = [
  {
    category: 'Short a',
    level: 1,
    order: 1,
    words: ['c/a/t', 'h/a/t', 'm/a/p', 'b/a/g', 'f/a/n', 'j/a/m'],
    pictures: 3,
    colour: '#fde68a',
  },
  {
    category: 'Short i',
    level: 1,
    order: 2,
    words: ['p/i/g', 's/i/t', 'l/i/d', 'w/i/g', 'f/i/n'],
    pictures: 2,
    colour: '#bbf7d0',
  },
  {
    category: 'Short o',
    level: 1,
    order: 3,
    words: ['d/o/g', 'p/o/t', 'l/o/g', 'h/o/p', 'b/o/x'],
    pictures: 2,
    colour: '#bfdbfe',
  },
  {
    category: 'Digraph sh',
    level: 2,
    order: 1,
    words: ['sh/i/p', 'f/i/sh', 'sh/o/p', 'd/i/sh', 'sh/e/ll'],
    pictures: 2,
    colour: '#fecaca',
  },
  {
    category: 'Digraph ch',
    level: 2,
    order: 2,
    words: ['ch/i/p', 'ch/o/p', 'l/u/n/ch', 'r/i/ch', 'b/e/n/ch'],
    pictures: 1,
    colour: '#e9d5ff',
  },
  {
    category: 'Digraph th',
    level: 2,
    order: 3,
    words: ['th/i/n', 'b/a/th', 'm/o/th', 'th/i/ck', 'w/i/th'],
    pictures: 0,
    colour: '#fed7aa',
  },
  {
    category: 'Initial blends',
    level: 3,
    order: 1,
    words: ['f/r/o/g', 's/t/o/p', 'c/r/a/b', 'd/r/u/m', 's/l/e/d'],
    pictures: 2,
    colour: '#a5f3fc',
  },
  {
    category: 'Final blends',
    level: 3,
    order: 2,
    words: ['h/a/n/d', 't/e/n/t', 'm/i/l/k', 'd/e/s/k', 'j/u/m/p'],
    pictures: 1,
    colour: '#d9f99d',
  },
];

/** A small picture card: the word in large letters on a coloured tile. */
function pictureCard(word: string, colour: string): Promise<Buffer> {
  const text = spellingWordText(word);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120">
    <rect width="160" height="120" rx="16" fill="${colour}"/>
    <circle cx="132" cy="26" r="12" fill="#ffffff" opacity="0.7"/>
    <text x="80" y="76" font-size="40" font-weight="bold" text-anchor="middle" font-family="sans-serif" fill="#1f2937">${text}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).gif().toBuffer();
}

/** Demo spelling categories (with a few GIF picture cards) when there are none yet. */
export async function seedDemoSpellingCategories(db: Db, storage: FileStorage): Promise<boolean> {
  if ((await countSpellingCategories(db)) > 0) return false;

  const stored: string[] = [];
  const categories = await Promise.all(
    DEMO_SPELLING_CATEGORIES.map(async (c) => ({
      ...c,
      words: await Promise.all(
        c.words.map(async (word, i): Promise<SpellingWord> => {
          if (i >= c.pictures) return { word, image: null };
          const key = newKey('spelling', 'gif');
          await storage.put(key, await pictureCard(word, c.colour), 'image/gif');
          stored.push(key);
          return { word, image: key };
        }),
      ),
    })),
  );

  try {
    await db.transaction(async (tx) => {
      for (const c of categories) {
        await insertSpellingCategory(tx, { category: c.category, level: c.level, order: c.order, words: c.words });
      }
    });
  } catch (err) {
    await Promise.all(stored.map((k) => storage.delete(k).catch(() => undefined)));
    throw err;
  }
  return true;
}

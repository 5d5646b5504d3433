import type { Executor } from '../../db/client.ts';
import type { SpellingCategoryRow, SpellingWord } from '../../db/schema/index.ts';
import { insertSpellingCategory } from '../../modules/spelling-categories/index.ts';

let seq = 0;

export interface BuildSpellingCategoryOptions {
  category?: string;
  level?: number;
  order?: number;
  words?: (string | SpellingWord)[];
}

/** A spelling category of five words (images, if any, are keys the test stored itself). */
export async function buildSpellingCategory(
  db: Executor,
  o: BuildSpellingCategoryOptions = {},
): Promise<SpellingCategoryRow> {
  seq += 1;
  return insertSpellingCategory(db, {
    category: o.category ?? `Category ${seq}`,
    level: o.level ?? 1,
    order: o.order ?? seq,
    words: (o.words ?? ['c/a/t', 'h/a/t', 'm/a/p', 'b/a/g', 'f/a/n']).map((w) =>
      typeof w === 'string' ? { word: w, image: null } : w,
    ),
  });
}

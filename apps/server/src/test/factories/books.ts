import type { Executor } from '../../db/client.ts';
import type { BookRow, NewBookRow } from '../../db/schema/index.ts';
import { insertBook } from '../../modules/books/index.ts';

let seq = 0;

/**
 * A book with two key words and one question unless told otherwise. Level 1, orders 1–99; after 99 books the
 * orders come round again with a part, so a file may build thousands without meeting the level-order-part key
 * (a book given its own level or order gets no part unless it names one).
 */
export async function buildBook(db: Executor, o: Partial<NewBookRow> = {}): Promise<BookRow> {
  const round = Math.floor(seq / 99);
  const order = (seq % 99) + 1;
  seq += 1;
  return insertBook(db, {
    name: `Test Book ${seq}`,
    level: 1,
    order,
    // A caller naming its own level or order means its own book number: no part unless it says so.
    part: round === 0 || o.level !== undefined || o.order !== undefined ? null : round,
    wordCount: 100,
    keyWords: [
      { word: 'cat', page: 2, hint: null },
      { word: 'hat', page: 3, hint: 'on the head' },
    ],
    questions: [{ question: 'Where is the cat?', page: 4, hint: null }],
    ...o,
  });
}

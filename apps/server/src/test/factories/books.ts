import type { Executor } from '../../db/client.ts';
import type { BookRow, NewBookRow } from '../../db/schema/index.ts';
import { insertBook } from '../../modules/books/index.ts';

let seq = 0;

/** A book with two key words and one question unless told otherwise. */
export async function buildBook(db: Executor, o: Partial<NewBookRow> = {}): Promise<BookRow> {
  seq += 1;
  return insertBook(db, {
    name: `Test Book ${seq}`,
    level: 1,
    order: seq % 99 || 1,
    part: null,
    wordCount: 100,
    keyWords: [
      { word: 'cat', page: 2, hint: null },
      { word: 'hat', page: 3, hint: 'on the head' },
    ],
    questions: [{ question: 'Where is the cat?', page: 4, hint: null }],
    ...o,
  });
}

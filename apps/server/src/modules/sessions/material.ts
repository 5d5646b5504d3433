import { READING_STAGE, SIGNED_URL_MS, type SessionMaterial } from '@school-ops/shared';
import type { Executor } from '../../db/client.ts';
import type { FileStorage } from '../../storage/index.ts';
import { findBook } from '../books/index.ts';
import { findSpellingCategoryById } from '../spelling-categories/index.ts';
import type { JoinedSession } from './repository.ts';

interface ReadingRef {
  stage: number;
  bookId: string | null;
  spellingCategoryId: string | null;
  nonSystemBook: string | null;
}

/** The reading the session runs on: the snapshot once started, the student's setting before. */
export function readingOf(row: JoinedSession): ReadingRef {
  const snap = row.session.reading as Partial<ReadingRef> | null;
  if (snap && typeof snap.stage === 'number') {
    return {
      stage: snap.stage,
      bookId: snap.bookId ?? null,
      spellingCategoryId: snap.spellingCategoryId ?? null,
      nonSystemBook: snap.nonSystemBook ?? null,
    };
  }
  const s = row.student;
  return {
    stage: s.readingStage,
    bookId: s.bookId,
    spellingCategoryId: s.spellingCategoryId,
    nonSystemBook: s.nonSystemBook,
  };
}

/**
 * The book or spelling words a reading session's test needs, with image URLs signed for an hour, or the
 * title of the non-system book the student reads.
 */
export async function loadMaterial(db: Executor, storage: FileStorage, row: JoinedSession): Promise<SessionMaterial> {
  const none: SessionMaterial = { book: null, spellingCategory: null, nonSystemBook: null, missing: null };
  if (row.session.category !== 'reading') return none;
  const r = readingOf(row);
  if (r.stage === READING_STAGE.nonSystemBook) return { ...none, nonSystemBook: r.nonSystemBook };
  if (r.stage === READING_STAGE.book) {
    const book = r.bookId ? await findBook(db, r.bookId) : undefined;
    if (!book) return { ...none, missing: 'book' };
    return { ...none, book: { id: book.id, name: book.name, keyWords: book.keyWords, questions: book.questions } };
  }
  if (r.stage === READING_STAGE.spellingAndBlending) {
    const cat = r.spellingCategoryId ? await findSpellingCategoryById(db, r.spellingCategoryId) : undefined;
    if (!cat) return { ...none, missing: 'spellingCategory' };
    const words = await Promise.all(
      cat.words.map(async (w) => {
        // Stored as 'sh/i/p': the test shows the word 'ship' and steps through its phonics.
        const phonics = w.word
          .split('/')
          .map((p) => p.trim())
          .filter(Boolean);
        return {
          word: phonics.join(''),
          phonics,
          imageUrl: w.image ? await storage.signedReadUrl(w.image, SIGNED_URL_MS.spellingImage) : null,
        };
      }),
    );
    return { ...none, spellingCategory: { id: cat.id, category: cat.category, words } };
  }
  return none;
}

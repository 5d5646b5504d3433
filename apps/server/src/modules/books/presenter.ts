import { SIGNED_URL_MS, type BookDto } from '@school-ops/shared';
import type { ListedBook } from './repository.ts';
import type { FileStorage } from '../../storage/index.ts';

/** The book as the audit trail keeps it: everything but the signed URL (it expires and carries a signature). */
export function bookSnapshot(b: ListedBook): Omit<BookDto, 'signedUrlCoverImage'> {
  return {
    id: b.id,
    name: b.name,
    level: b.level,
    order: b.order,
    part: b.part,
    wordCount: b.wordCount,
    keyWords: b.keyWords.map((k) => ({ word: k.word, page: k.page, hint: k.hint ?? null })),
    questions: b.questions.map((q) => ({ question: q.question, page: q.page, hint: q.hint ?? null })),
    coverImage: b.coverImage,
  };
}

export function presentBook(b: ListedBook, signedUrlCoverImage: string | null): BookDto {
  return { ...bookSnapshot(b), signedUrlCoverImage };
}

/** Signs every cover at once (no call per row waits for the one before). */
export async function presentBooks(storage: FileStorage, rows: ListedBook[]): Promise<BookDto[]> {
  const urls = await Promise.all(
    rows.map((b) => (b.coverImage ? storage.signedReadUrl(b.coverImage, SIGNED_URL_MS.default) : null)),
  );
  return rows.map((b, i) => presentBook(b, urls[i] ?? null));
}

export async function presentOneBook(storage: FileStorage, row: ListedBook): Promise<BookDto> {
  const [doc] = await presentBooks(storage, [row]);
  return doc!;
}

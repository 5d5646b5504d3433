import { BOOK_ACTIONS, SIGNED_URL_MS, type BookAbilities, type BookDto } from '@school-ops/shared';
import type { Identity } from '../../auth/identity.ts';
import { abilitiesOf } from '../../auth/policy.ts';
import { policy } from './policy.ts';
import type { ListedBook } from './repository.ts';
import type { FileStorage } from '../../storage/index.ts';

/** The book as the audit trail keeps it: everything but the signed URL (it expires and carries a signature). */
export function bookSnapshot(b: ListedBook): Omit<BookDto, 'signedUrlCoverImage' | 'can'> {
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

export function presentBook(b: ListedBook, signedUrlCoverImage: string | null, can: BookAbilities): BookDto {
  return { ...bookSnapshot(b), signedUrlCoverImage, can };
}

/**
 * Signs every cover at once (no call per row waits for the one before). A book's abilities depend on the
 * viewer alone (whether it is in use is asked when it is deleted), so one answer serves every row.
 */
export async function presentBooks(storage: FileStorage, rows: ListedBook[], p: Identity): Promise<BookDto[]> {
  const urls = await Promise.all(
    rows.map((b) => (b.coverImage ? storage.signedReadUrl(b.coverImage, SIGNED_URL_MS.default) : null)),
  );
  const can = abilitiesOf(policy, BOOK_ACTIONS, p);
  return rows.map((b, i) => presentBook(b, urls[i] ?? null, can));
}

export async function presentOneBook(storage: FileStorage, row: ListedBook, p: Identity): Promise<BookDto> {
  const [doc] = await presentBooks(storage, [row], p);
  return doc!;
}

import { bookNumber } from './labels.ts';
import type { BookAbilities } from '../schemas/abilities.ts';

/** Book rules of docs/product.md §5, shared by the API and the book form. */
export const BOOK_MSG = {
  keyWordNeedsWordAndPage: 'each key word needs a word and a page',
  questionNeedsQuestionAndPage: 'each question needs a question and a page',
  pageNumber: 'page must be a whole number of 1 or more',
  wordCountRequired: 'word count is required',
  wordCountWhole: 'word count must be a whole number of 0 or more',
  tooManyKeyWords: 'a book can have at most 50 key words',
  tooManyQuestions: 'a book can have at most 50 questions',
} as const;

/** The 409 when another book already has the level, order and part (issue 16 item 32). */
export const BOOK_PART_TAKEN = 'book_part_taken';

export const bookPartTakenMessage = (holder: { name: string; level: number; order: number; part: number | null }) =>
  `${holder.name} is already ${bookNumber(holder)}: give this book another level, order or part`;

export const BOOK_LIMITS = {
  keyWords: 50,
  questions: 50,
  word: 99,
  question: 500,
  hint: 500,
  wordCount: 1_000_000,
} as const;

export interface KeyWordDto {
  word: string;
  page: number;
  hint: string | null;
}

export interface BookQuestionDto {
  question: string;
  page: number;
  hint: string | null;
}

/** What the API returns for a book: the storage key and a signed URL to show the cover. */
export interface BookDto {
  id: string;
  name: string;
  level: number;
  order: number;
  part: number | null;
  wordCount: number;
  keyWords: KeyWordDto[];
  questions: BookQuestionDto[];
  coverImage: string | null;
  signedUrlCoverImage: string | null;
  /** What the signed-in person may do with it, decided by the server's policy (decision 0024). */
  can: BookAbilities;
}

/** The order of the book list: level, then order, then part (no part first). */
export function compareBooks(
  a: Pick<BookDto, 'level' | 'order' | 'part' | 'name'>,
  b: Pick<BookDto, 'level' | 'order' | 'part' | 'name'>,
) {
  return a.level - b.level || a.order - b.order || (a.part ?? 0) - (b.part ?? 0) || a.name.localeCompare(b.name);
}

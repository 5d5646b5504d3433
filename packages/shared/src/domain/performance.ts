/** docs/product.md §9: 5 words in the spelling test, 3 questions per book session. */
export const SPELLING_WORDS_PER_TEST = 5;

export const BOOK_QUESTIONS_PER_SESSION = 3;

export const COMMENT_MIN = 10;

export const PERFORMANCE_KINDS = ['abc', 'spelling', 'book', 'nonSystemBook', 'class'] as const;

export type PerformanceKind = (typeof PERFORMANCE_KINDS)[number];

export const PERF_MSG = {
  spreadCheckbox: 'Make sure checkbox matches spread letters missed.',
  randomCheckbox: 'Make sure checkbox matches random letters missed.',
  wordsCheckbox: 'Make sure checkbox matches words missed.',
  sameQuestion: "don't ask the same question twice",
  commentsRequired: 'comments are required',
  unableAbc: 'unable to process ABC session',
  bookNotFound: "Book not found! Please ask a supervisor to check the student's reading level.",
  categoryNotFound: "Spelling category not found! Please ask a supervisor to check the student's reading level.",
} as const;

/** What a session's test needs from the catalogue, loaded with the session. */
export interface SessionMaterial {
  book: {
    id: string;
    name: string;
    keyWords: { word: string; page: number; hint?: string | null }[];
    questions: { question: string; page: number; hint?: string | null }[];
  } | null;
  spellingCategory: {
    id: string;
    category: string;
    words: { word: string; phonics: string[]; imageUrl: string | null }[];
  } | null;
  /** The title of the book a non-system-book session reads (not in the catalogue). */
  nonSystemBook: string | null;
  /** Set when the student's reading names a book or category that no longer exists. */
  missing: 'book' | 'spellingCategory' | null;
}

import { BOOK_QUESTIONS_PER_SESSION, shuffled, type BookPerformance, type SessionMaterial } from '@school-ops/shared';

export type SessionBook = NonNullable<SessionMaterial['book']>;

/** The book form as the teacher fills it (bookFormSchema's input, every field present). */
export interface BookValues {
  wordsMissed: string;
  noWordsMissed: boolean;
  keyWords: { word: string; correct: boolean }[];
  questions: { question: string; correct: boolean }[];
}

/** 3 questions per book session, or every question of a book that has fewer. */
export const questionsNeeded = (book: SessionBook) => Math.min(BOOK_QUESTIONS_PER_SESSION, book.questions.length);

/**
 * A new form: the book's key words unmarked, and questions drawn from `random` (the session's seed), so that
 * each session asks others in another order; the teacher may still change them.
 */
export function newBookValues(book: SessionBook, random: () => number = Math.random): BookValues {
  return {
    wordsMissed: '',
    noWordsMissed: false,
    keyWords: book.keyWords.map((k) => ({ word: k.word, correct: false })),
    questions: shuffled(book.questions, random)
      .slice(0, questionsNeeded(book))
      .map((q) => ({ question: q.question, correct: false })),
  };
}

/** A completed session's results back in the form (a supervisor's review). */
export function bookValuesFromPrior(book: SessionBook, prior: BookPerformance): BookValues {
  const read = new Map(prior.keyWords.map((k) => [k.word, k.correct]));
  return {
    wordsMissed: prior.wordsMissed.join(' '),
    noWordsMissed: prior.wordsMissed.length === 0,
    keyWords: book.keyWords.map((k) => ({ word: k.word, correct: read.get(k.word) ?? false })),
    questions: prior.questions.map((q) => ({ question: q.question, correct: q.correct })),
  };
}

/** A stored draft of another shape (an older version of the app) is not used. */
export function isBookValues(v: unknown): v is BookValues {
  const d = v as BookValues | null;
  return (
    !!d &&
    typeof d.wordsMissed === 'string' &&
    typeof d.noWordsMissed === 'boolean' &&
    Array.isArray(d.keyWords) &&
    Array.isArray(d.questions)
  );
}

import {
  abcFormSchema,
  bookFormSchema,
  classFormSchema,
  nonSystemBookFormSchema,
  PERF_MSG,
  READING_STAGE,
  spellingFormSchema,
  SPELLING_WORDS_PER_TEST,
  BOOK_QUESTIONS_PER_SESSION,
  type PerformanceKind,
  type SessionMaterial,
} from '@school-ops/shared';
import type { z } from 'zod';
import { badRequest } from '../../lib/http-error.ts';
import { readingOf } from './material.ts';
import type { JoinedSession } from './repository.ts';

const STAGE_OF_KIND: Partial<Record<PerformanceKind, number>> = {
  abc: READING_STAGE.abc,
  spelling: READING_STAGE.spellingAndBlending,
  book: READING_STAGE.book,
  nonSystemBook: READING_STAGE.nonSystemBook,
};

function parse<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const r = schema.safeParse(body);
  if (!r.success) throw badRequest([...new Set(r.error.issues.map((i) => i.message))]);
  return r.data;
}

/** The form must be the one of the session's kind and stage: no ABC results for a book session. */
export function assertKindFits(row: JoinedSession, kind: PerformanceKind): void {
  if (kind === 'class') {
    if (row.session.category !== 'class') throw badRequest('this is a reading session: use its reading form');
    return;
  }
  if (row.session.category !== 'reading') throw badRequest('this is a class session: use the class comments form');
  if (readingOf(row).stage !== STAGE_OF_KIND[kind]) throw badRequest(`this reading session is not a ${kind} session`);
}

/** Validates a form with the shared schema and against what the session's test was about. */
export function validatePerformance(row: JoinedSession, kind: PerformanceKind, body: unknown, m: SessionMaterial) {
  switch (kind) {
    case 'abc': {
      const letters =
        (row.session.reading as { abc?: { letters?: number } } | null)?.abc?.letters ?? row.student.abcLetters;
      return parse(abcFormSchema(letters), body);
    }
    case 'spelling': {
      if (!m.spellingCategory) throw badRequest(PERF_MSG.categoryNotFound);
      const data = parse(spellingFormSchema, body);
      const words = new Map(m.spellingCategory.words.map((w) => [w.word, w.phonics.length]));
      const needed = Math.min(SPELLING_WORDS_PER_TEST, words.size);
      if (data.wordsReviewed.length !== needed) throw badRequest(`review ${needed} words`);
      data.wordsReviewed.forEach((w, i) => {
        if (!words.has(w)) throw badRequest(`${w} is not a word of ${m.spellingCategory!.category}`);
        if (data.phonicsResults[i]!.length !== words.get(w)) throw badRequest(`mark every phonic of ${w}`);
      });
      return data;
    }
    case 'book': {
      if (!m.book) throw badRequest(PERF_MSG.bookNotFound);
      const data = parse(bookFormSchema, body);
      const questions = new Set(m.book.questions.map((q) => q.question));
      const needed = Math.min(BOOK_QUESTIONS_PER_SESSION, questions.size);
      if (data.questionsAsked.length !== needed) throw badRequest(`ask ${needed} questions`);
      for (const q of data.questionsAsked)
        if (!questions.has(q)) throw badRequest(`"${q}" is not a question of ${m.book.name}`);
      return data;
    }
    case 'nonSystemBook':
      return parse(nonSystemBookFormSchema, body);
    case 'class':
      return parse(classFormSchema, body);
  }
}

import {
  SPELLING_WORDS_PER_TEST,
  type SessionMaterial,
  type SpellingFormInput,
  type SpellingPerformance,
} from '@school-ops/shared';

export type SpellingWordMaterial = NonNullable<SessionMaterial['spellingCategory']>['words'][number];

/** One word under test: a mark per phonic (null = not yet marked) and the star. */
export interface WordResult {
  phonics: (boolean | null)[];
  correct: boolean;
}

/**
 * Everything of a spelling test in progress, kept as the session's draft on the device:
 * choosing the words, then stepping through each word's phonics, then the summary.
 */
export interface SpellingDraft {
  phase: 'choose' | 'test' | 'summary';
  words: string[];
  current: number;
  results: WordResult[];
}

/** How many words this category's test asks: 5, or all of them when it has fewer. */
export const wordsNeeded = (words: readonly SpellingWordMaterial[]) => Math.min(SPELLING_WORDS_PER_TEST, words.length);

/** `n` different words picked at random. */
export function pickWords(
  words: readonly SpellingWordMaterial[],
  n: number,
  random: () => number = Math.random,
): string[] {
  const pool = words.map((w) => w.word);
  const picked: string[] = [];
  while (picked.length < n && pool.length > 0) picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return picked;
}

export function newDraft(words: readonly SpellingWordMaterial[], random: () => number = Math.random): SpellingDraft {
  return { phase: 'choose', words: pickWords(words, wordsNeeded(words), random), current: 0, results: [] };
}

/** A completed session's results as a draft (a supervisor's review): straight to the summary. */
export function draftFromPrior(prior: SpellingPerformance): SpellingDraft {
  return {
    phase: 'summary',
    words: [...prior.wordsReviewed],
    current: Math.max(0, prior.wordsReviewed.length - 1),
    results: prior.wordsReviewed.map((_, i) => ({
      phonics: [...(prior.phonicsResults[i] ?? [])],
      correct: prior.wordsResults[i] ?? false,
    })),
  };
}

/** A stored draft of another shape (an older version of the app) is not used. */
export function isDraft(v: unknown): v is SpellingDraft {
  const d = v as SpellingDraft | null;
  return (
    !!d &&
    ['choose', 'test', 'summary'].includes(d.phase) &&
    Array.isArray(d.words) &&
    Array.isArray(d.results) &&
    typeof d.current === 'number' &&
    (d.phase === 'choose' || d.results.length === d.words.length)
  );
}

/** The problems of the chosen words, per word (the spec's messages): none chosen twice, each chosen. */
export function choiceProblems(words: string[]): (string | null)[] {
  const seen = new Set<string>();
  return words.map((w, i) => {
    if (!w) return `choose word ${i + 1}`;
    const twice = seen.has(w);
    seen.add(w);
    return twice ? `${w} has been asked more than once` : null;
  });
}

export function phonicsOf(material: readonly SpellingWordMaterial[], word: string, fallbackLength = 0): string[] {
  return material.find((w) => w.word === word)?.phonics ?? Array.from({ length: fallbackLength }, () => '?');
}

/** The phonic waiting for its mark, or null when every phonic is marked (the star step). */
export function pendingPhonic(r: WordResult | undefined): number | null {
  const i = r ? r.phonics.indexOf(null) : -1;
  return i < 0 ? null : i;
}

export const hasWrong = (r: WordResult | undefined) => !!r && r.phonics.includes(false);
export const canStar = (r: WordResult | undefined) => !!r && !r.phonics.includes(false) && !r.phonics.includes(null);

function withResult(d: SpellingDraft, i: number, change: (r: WordResult) => WordResult): SpellingDraft {
  return { ...d, results: d.results.map((r, j) => (j === i ? change(r) : r)) };
}

export const actions = {
  choose: (d: SpellingDraft, i: number, word: string): SpellingDraft => ({
    ...d,
    words: d.words.map((w, j) => (j === i ? word : w)),
  }),

  repick: (d: SpellingDraft, material: readonly SpellingWordMaterial[]): SpellingDraft => ({
    ...d,
    words: pickWords(material, wordsNeeded(material)),
  }),

  start: (d: SpellingDraft, material: readonly SpellingWordMaterial[]): SpellingDraft => {
    if (choiceProblems(d.words).some(Boolean)) return d;
    return {
      phase: 'test',
      words: d.words,
      current: 0,
      results: d.words.map((w) => ({ phonics: phonicsOf(material, w).map(() => null), correct: false })),
    };
  },

  /** Marks the current word's next phonic right or wrong. */
  mark: (d: SpellingDraft, right: boolean): SpellingDraft => {
    const p = pendingPhonic(d.results[d.current]);
    if (p === null) return d;
    return withResult(d, d.current, (r) => ({
      phonics: r.phonics.map((m, j) => (j === p ? right : m)),
      correct: right ? r.correct : false,
    }));
  },

  /** Changes a phonic already marked (a slip of the finger); a wrong phonic takes the star away. */
  flip: (d: SpellingDraft, word: number, phonic: number): SpellingDraft =>
    withResult(d, word, (r) => {
      const m = r.phonics[phonic];
      if (m === null || m === undefined) return r;
      return { phonics: r.phonics.map((x, j) => (j === phonic ? !m : x)), correct: m ? false : r.correct };
    }),

  /** The star (word correct): only when every phonic is marked and none is wrong. */
  star: (d: SpellingDraft, word: number): SpellingDraft =>
    withResult(d, word, (r) => (canStar(r) || r.correct ? { ...r, correct: canStar(r) ? !r.correct : false } : r)),

  /** The next word, or the summary after the last one. */
  next: (d: SpellingDraft): SpellingDraft => {
    if (pendingPhonic(d.results[d.current]) !== null) return d;
    return d.current + 1 < d.words.length ? { ...d, current: d.current + 1 } : { ...d, phase: 'summary' };
  },

  restart: (d: SpellingDraft): SpellingDraft => ({ phase: 'choose', words: d.words, current: 0, results: [] }),
};

/** What the Space key does now: the one obvious next action of the step. */
export function advance(d: SpellingDraft, material: readonly SpellingWordMaterial[]): SpellingDraft {
  if (d.phase === 'choose') return actions.start(d, material);
  if (d.phase === 'test') return pendingPhonic(d.results[d.current]) === null ? actions.next(d) : actions.mark(d, true);
  return d;
}

/** The body of PATCH /sessions/:id/performance/spelling (spellingFormSchema's input). */
export function formBody(d: SpellingDraft): SpellingFormInput {
  return {
    words: d.words.map((word, i) => ({
      word,
      phonicsResults: (d.results[i]?.phonics ?? []).map((m) => m === true),
      correct: d.results[i]?.correct ?? false,
    })),
  };
}

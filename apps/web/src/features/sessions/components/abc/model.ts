import {
  ABC_KINDS,
  firstLetters,
  shuffled,
  spreadChoices,
  type AbcFormInput,
  type AbcKind,
  type AbcPerformance,
} from '@school-ops/shared';
import { i18n } from '../../../../lib/i18n/index.ts';

/** The steps of an ABC session: spread test → review of its missed letters → random test → form. */
export type AbcPhase = 'spread' | 'review' | 'random' | 'form';

/** What the teacher recorded in the random test when the child said nothing. */
export const NOT_PRONOUNCED = 'not pronounced';

export interface SpreadState {
  /** The letters asked, in the order asked: the student's letters (a to N), shuffled per session. */
  letters: string[];
  /** The 3 choices shown for each letter, drawn once so a reload shows the same ones. */
  choices: string[][];
  /** The letter the child chose for each step (null until answered). */
  picks: (string | null)[];
  index: number;
}

export interface RandomState {
  /** The student's letters in a random order. */
  letters: string[];
  /** The letter the child said for each step, NOT_PRONOUNCED, or null until answered. */
  picks: (string | null)[];
  index: number;
}

/** Everything of an ABC session in progress, kept on the device (useDraft) until it is submitted. */
export interface AbcDraft {
  phase: AbcPhase;
  spread: SpreadState;
  random: RandomState;
  form: Required<AbcFormInput>;
}

/** The student's ABC setting as the session's reading snapshot holds it. */
export interface AbcSetting {
  kind: AbcKind;
  letters: number;
}

export function abcSetting(reading: Record<string, unknown> | null | undefined): AbcSetting | null {
  const abc = (reading as { abc?: { stage?: unknown; letters?: unknown } } | null | undefined)?.abc;
  const kind = abc?.stage;
  const letters = abc?.letters;
  if (typeof kind !== 'string' || !(ABC_KINDS as readonly string[]).includes(kind)) return null;
  if (typeof letters !== 'number' || letters < 1 || letters > 26) return null;
  return { kind: kind as AbcKind, letters };
}

/** The ABC stage's name (English: ABC_KIND_LABELS of the shared constants, exactly). */
export const ABC_KIND_TEXT: Record<AbcKind, () => string> = {
  uppercaseAbcs: () => i18n.t('reading.abc.kind.uppercaseAbcs'),
  lowercaseAbcs: () => i18n.t('reading.abc.kind.lowercaseAbcs'),
  uppercasePhonics: () => i18n.t('reading.abc.kind.uppercasePhonics'),
  lowercasePhonics: () => i18n.t('reading.abc.kind.lowercasePhonics'),
};

export const isPhonics = (kind: AbcKind) => kind.endsWith('Phonics');
export const isUppercase = (kind: AbcKind) => kind.startsWith('uppercase');
/** A letter as the child sees it: upper or lower case by the ABC stage. */
export const showLetter = (letter: string, kind: AbcKind) =>
  isUppercase(kind) ? letter.toUpperCase() : letter.toLowerCase();

export const EMPTY_FORM: Required<AbcFormInput> = {
  spreadLettersMissed: '',
  spreadNoneMissed: false,
  randomLettersMissed: '',
  randomNoneMissed: false,
};

/**
 * A fresh session: both tests drawn now (the order of each, the spread test's choices), the form empty.
 * Pass the session's seeded random so that its order is the same wherever it is drawn again.
 */
export function newDraft(letters: number, random: () => number = Math.random): AbcDraft {
  const pool = firstLetters(letters);
  // Neither test runs a, b, c…: children would learn the sequence instead of the letters.
  const spread = shuffled(pool, random);
  const order = shuffled(pool, random);
  return {
    phase: 'spread',
    spread: {
      letters: spread,
      choices: spread.map((l) => spreadChoices(l, pool, random)),
      picks: spread.map(() => null),
      index: 0,
    },
    random: { letters: order, picks: order.map(() => null), index: 0 },
    form: EMPTY_FORM,
  };
}

/** A supervisor's review starts at the form, filled with the recorded results. */
export function reviewDraft(letters: number, prior: Partial<AbcPerformance> | undefined): AbcDraft {
  const spread = prior?.spreadLettersMissed ?? [];
  const randomMissed = prior?.randomLettersMissed ?? [];
  return {
    ...newDraft(letters),
    phase: 'form',
    form: {
      spreadLettersMissed: spread.join(', '),
      spreadNoneMissed: Boolean(prior) && spread.length === 0,
      randomLettersMissed: randomMissed.join(', '),
      randomNoneMissed: Boolean(prior) && randomMissed.length === 0,
    },
  };
}

/** A stored draft fits this session only if it was drawn for the same letters. */
export function draftFits(draft: AbcDraft | null | undefined, letters: number): draft is AbcDraft {
  return Boolean(
    draft &&
    [...(draft.spread?.letters ?? [])].sort().join('') === firstLetters(letters).join('') &&
    draft.random?.letters?.length === letters &&
    draft.form &&
    ['spread', 'review', 'random', 'form'].includes(draft.phase),
  );
}

/** The letters missed in the spread test (wrong choice), in alphabetical order. */
export const spreadMissed = (s: SpreadState) =>
  s.letters.filter((l, i) => s.picks[i] !== null && s.picks[i] !== l).sort();

/** The letters missed in the random test (said wrong or not pronounced), in alphabetical order. */
export const randomMissed = (r: RandomState) =>
  r.letters.filter((l, i) => r.picks[i] !== null && r.picks[i] !== l).sort();

/** The form as the tests filled it in. */
export function formFromTests(draft: AbcDraft): Required<AbcFormInput> {
  const spread = spreadMissed(draft.spread);
  const random = randomMissed(draft.random);
  return {
    spreadLettersMissed: spread.join(', '),
    spreadNoneMissed: spread.length === 0,
    randomLettersMissed: random.join(', '),
    randomNoneMissed: random.length === 0,
  };
}

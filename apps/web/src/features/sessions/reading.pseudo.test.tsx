import { READING_STAGE, type SessionDto, type SessionMaterial } from '@school-ops/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { DRAFT_PREFIX } from '../../lib/drafts-storage.ts';
import { toastStore } from '../../lib/status.ts';
import { describePseudoScreens, type PseudoScreen } from '../../test/pseudo-screens.tsx';
import { newDraft as newAbcDraft, type AbcDraft } from './components/abc/model.ts';
import { AbcSession } from './components/forms/AbcSession.tsx';
import { BookSessionForm } from './components/forms/BookSessionForm.tsx';
import { ClassCommentsForm } from './components/forms/ClassCommentsForm.tsx';
import { NonSystemBookForm } from './components/forms/NonSystemBookForm.tsx';
import { SpellingSession } from './components/forms/SpellingSession.tsx';
import { bookSession, emptyMaterial, sessionOf, spellingSession } from './components/spelling/test-helpers.tsx';
import type { SpellingDraft } from './components/spelling/state.ts';

/*
 * The reading forms a teacher uses in a one-to-one session, in the pseudo-language: every text addressed to the
 * teacher comes from the catalog; what the child reads or hears (letters, phonics, spelling words, the book's
 * name, key words, questions and hints) is data and stays English.
 */

const abcSession = (abc: Record<string, unknown> | null = { stage: 'uppercaseAbcs', letters: 5 }): SessionDto => {
  const s = sessionOf(READING_STAGE.abc);
  return { ...s, reading: { stage: READING_STAGE.abc, timesRead: 1, ...(abc ? { abc } : {}) } };
};
const ABC = abcSession();

/** Each form keeps its work as a draft on the device: a stored draft opens the step a screen shows. */
const storeDraft = (session: SessionDto, kind: string, draft: unknown) =>
  localStorage.setItem(`${DRAFT_PREFIX}${session.id}:${kind}`, JSON.stringify(draft));

const abcDraft = (change: (d: AbcDraft) => AbcDraft) => () => storeDraft(ABC, 'abc', change(newAbcDraft(5)));
/** The spread test with its first letter answered right (or wrong). */
const spreadAnswered = (right: boolean) =>
  abcDraft((d) => ({
    ...d,
    spread: {
      ...d.spread,
      picks: d.spread.letters.map((l, i) =>
        i === 0 ? (right ? l : d.spread.choices[0]!.find((c) => c !== l)!) : null,
      ),
    },
  }));
/** Both tests done: the spread test missed its first two letters. */
const abcAt = (phase: AbcDraft['phase'], randomPicks: (letters: string[]) => (string | null)[] = () => []) =>
  abcDraft((d) => ({
    ...d,
    phase,
    spread: {
      ...d.spread,
      picks: d.spread.letters.map((l, i) => (i < 2 ? d.spread.choices[i]!.find((c) => c !== l)! : l)),
      index: 4,
    },
    random: { ...d.random, picks: randomPicks(d.random.letters), index: 1 },
  }));

/** Audio that cannot play (a blocked or missing file): the page says so. */
const audioFails = () => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() =>
    Promise.reject(Object.assign(new Error('blocked'), { name: 'NotAllowedError' })),
  );
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
};
const clickPlay = async () => {
  await userEvent.click(screen.getByRole('button', { name: /⟦Play the letter⟧/ }));
  await screen.findByRole('note');
};
const click = (name: RegExp) => async () => {
  await userEvent.click(screen.getByRole('button', { name }));
};
const openDialog = (name: RegExp) => async () => {
  await userEvent.click(screen.getByRole('button', { name }));
  await screen.findByRole('dialog');
};

const WORDS = [
  { word: 'cat', phonics: ['c', 'a', 't'], imageUrl: '/img/cat.gif' },
  { word: 'ship', phonics: ['sh', 'i', 'p'], imageUrl: null },
  { word: 'fan', phonics: ['f', 'a', 'n'], imageUrl: null },
  { word: 'hat', phonics: ['h', 'a', 't'], imageUrl: null },
  { word: 'jam', phonics: ['j', 'a', 'm'], imageUrl: null },
  { word: 'bag', phonics: ['b', 'a', 'g'], imageUrl: null },
];
const SPELLING: SessionMaterial = {
  ...emptyMaterial,
  spellingCategory: { id: '00000000-0000-4000-8000-0000000000c1', category: 'Short a', words: WORDS },
};
const SPELL = spellingSession();
const FIVE = ['cat', 'ship', 'fan', 'hat', 'jam'];
const spellingDraft = (draft: SpellingDraft) => () => storeDraft(SPELL, 'spelling', draft);
const marked = (phonics: (boolean | null)[], correct = false) => ({ phonics, correct });
const ALL_RIGHT = marked([true, true, true], true);

const BOOK: SessionMaterial = {
  ...emptyMaterial,
  book: {
    id: '00000000-0000-4000-8000-0000000000b1',
    name: 'Sam and the Map',
    keyWords: [
      { word: 'river', page: 3, hint: null },
      { word: 'shovel', page: 6, hint: 'You dig with it.' },
    ],
    questions: [
      { question: 'How did Sam cross the river?', page: 4, hint: null },
      { question: 'What did Sam use to dig?', page: 6, hint: null },
      { question: 'What was inside the chest?', page: 10, hint: null },
      { question: 'How did Sam feel at the end?', page: 11, hint: 'Look at his face.' },
    ],
  },
};
const BOOK_SESSION = bookSession();

/** The child's letters (and phonics of one letter), alone or as a row of letter buttons ("AED"). */
const LETTERS = /(?<![A-Za-z])(?:[A-Za-z]|[A-Z]+)(?![A-Za-z])/g;
/**
 * The spelling words' options ("cat (c/a/t)"), the summary's numbered words ("1. cat"), and the last tile beside
 * the phonic asked now, both "t" ("tt").
 */
// MUI's helper text keeps a row's height with a zero-width space where no problem shows.
const SPELLING_DATA = ['\u200b', /\w+ \([\w/]+\)/g, /\d+\./g, 'Short a', ...FIVE, 'bag', 'sh', 'tt', LETTERS];
// The questions first: they hold the key words.
const BOOK_DATA = [...BOOK.book!.questions.map((q) => q.question), 'Sam and the Map', 'river', 'shovel'];

const page = (session: SessionDto, material: SessionMaterial, Form: typeof AbcSession) => (
  <Form session={session} material={material} onDone={() => undefined} />
);

const SCREENS: PseudoScreen[] = [
  // ABC: the spread test, its verdicts, the review, the random test and the form.
  {
    name: 'ABC: the spread test, its audio unavailable',
    page: page(ABC, emptyMaterial, AbcSession),
    arrange: audioFails,
    act: clickPlay,
    data: [LETTERS],
  },
  {
    name: 'ABC: the spread test answered right',
    page: page(ABC, emptyMaterial, AbcSession),
    arrange: spreadAnswered(true),
    data: [LETTERS],
  },
  {
    name: 'ABC: the spread test answered wrong, on its second letter',
    page: page(ABC, emptyMaterial, AbcSession),
    arrange: abcDraft((d) => ({
      ...d,
      spread: { ...d.spread, index: 1, picks: d.spread.letters.map((l, i) => (i < 2 ? (i === 1 ? 'z' : l) : null)) },
    })),
    data: [LETTERS],
  },
  {
    name: 'ABC: the review of the missed letters, the audio unavailable',
    page: page(ABC, emptyMaterial, AbcSession),
    arrange: () => {
      abcAt('review')();
      audioFails();
    },
    act: async () => {
      await userEvent.click(screen.getAllByRole('button', { name: /⟦Play/ })[0]!);
      await screen.findByRole('note');
    },
    data: [LETTERS],
  },
  {
    name: 'ABC: the review with no letters missed',
    page: page(ABC, emptyMaterial, AbcSession),
    arrange: abcDraft((d) => ({ ...d, phase: 'review', spread: { ...d.spread, picks: d.spread.letters, index: 4 } })),
    data: [LETTERS],
  },
  {
    name: 'ABC: the random test, the letter not yet answered',
    page: page(ABC, emptyMaterial, AbcSession),
    arrange: abcAt('random'),
    data: [LETTERS],
  },
  {
    name: 'ABC: the random test, not pronounced',
    page: page(ABC, emptyMaterial, AbcSession),
    arrange: abcAt('random', (letters) => letters.map((l, i) => (i === 0 ? l : i === 1 ? 'not pronounced' : null))),
    data: [LETTERS],
  },
  {
    name: 'ABC: the random test, the child said another letter (the last one)',
    page: page(ABC, emptyMaterial, AbcSession),
    arrange: abcDraft((d) => ({
      ...d,
      phase: 'random',
      random: { ...d.random, index: 4, picks: d.random.letters.map((l, i) => (i === 4 ? 'z' : l)) },
    })),
    data: [LETTERS],
  },
  {
    name: 'ABC: the form, with its checks failed',
    page: page(ABC, emptyMaterial, AbcSession),
    arrange: abcAt('form'),
    act: async () => {
      await userEvent.click(screen.getByRole('button', { name: '⟦Submit⟧' }));
      await screen.findAllByText(/⟦Make sure checkbox/);
    },
    data: [LETTERS],
  },
  {
    name: 'ABC: running the tests again (dialog)',
    page: page(ABC, emptyMaterial, AbcSession),
    arrange: abcAt('form'),
    act: openDialog(/⟦Run the tests again⟧/),
    data: [LETTERS],
  },
  {
    name: 'ABC: a review of a completed session (lowercase phonics)',
    page: page(
      { ...abcSession({ stage: 'lowercasePhonics', letters: 10 }), status: 'modifying', performance: { abc: {} } },
      emptyMaterial,
      AbcSession,
    ),
    data: [LETTERS],
  },
  {
    name: 'ABC: a student without an ABC setting',
    page: page(abcSession(null), emptyMaterial, AbcSession),
  },

  // Spelling and blending: choosing the words, a word's phonics, its star, the summary.
  {
    name: 'spelling: choosing the words, one chosen twice and one not chosen',
    page: page(SPELL, SPELLING, SpellingSession),
    arrange: spellingDraft({ phase: 'choose', words: ['cat', 'cat', '', 'hat', 'jam'], current: 0, results: [] }),
    data: SPELLING_DATA,
  },
  {
    name: 'spelling: choosing the words, ready to start',
    page: page(SPELL, SPELLING, SpellingSession),
    arrange: spellingDraft({ phase: 'choose', words: FIVE, current: 0, results: [] }),
    data: SPELLING_DATA,
  },
  {
    name: 'spelling: a word step, a phonic marked and the next one asked',
    page: page(SPELL, SPELLING, SpellingSession),
    arrange: spellingDraft({
      phase: 'test',
      words: FIVE,
      current: 0,
      results: FIVE.map(() => marked([null, null, null])).map((r, i) => (i === 0 ? marked([true, false, null]) : r)),
    }),
    data: SPELLING_DATA,
  },
  {
    name: 'spelling: a word step, every phonic right, starred',
    page: page(SPELL, SPELLING, SpellingSession),
    arrange: spellingDraft({
      phase: 'test',
      words: FIVE,
      current: 1,
      results: FIVE.map((_, i) => (i < 2 ? ALL_RIGHT : marked([null, null, null]))),
    }),
    data: SPELLING_DATA,
  },
  {
    name: 'spelling: the last word, a phonic wrong (no star)',
    page: page(SPELL, SPELLING, SpellingSession),
    arrange: spellingDraft({
      phase: 'test',
      words: FIVE,
      current: 4,
      results: FIVE.map((_, i) => (i < 4 ? ALL_RIGHT : marked([true, false, true]))),
    }),
    data: SPELLING_DATA,
  },
  {
    name: 'spelling: the last word, every phonic right, no star yet',
    page: page(SPELL, SPELLING, SpellingSession),
    arrange: spellingDraft({
      phase: 'test',
      words: FIVE,
      current: 4,
      results: FIVE.map((_, i) => (i < 4 ? ALL_RIGHT : marked([true, true, true]))),
    }),
    data: SPELLING_DATA,
  },
  {
    name: 'spelling: the summary',
    page: page(SPELL, SPELLING, SpellingSession),
    arrange: spellingDraft({
      phase: 'summary',
      words: FIVE,
      current: 4,
      results: [ALL_RIGHT, marked([true, false, true]), marked([true, true, true]), ALL_RIGHT, ALL_RIGHT],
    }),
    data: SPELLING_DATA,
  },
  {
    name: 'spelling: the summary with a problem from the checks',
    page: page(SPELL, SPELLING, SpellingSession),
    // A draft stored by an older version: a word starred although a phonic is wrong; Submit names it.
    arrange: spellingDraft({
      phase: 'summary',
      words: FIVE,
      current: 4,
      results: [marked([true, false, true], true), ALL_RIGHT, ALL_RIGHT, ALL_RIGHT, ALL_RIGHT],
    }),
    act: async () => {
      await userEvent.click(screen.getByRole('button', { name: '⟦Submit⟧' }));
      await screen.findByRole('alert');
    },
    data: SPELLING_DATA,
  },
  {
    name: 'spelling: starting over (dialog)',
    page: page(SPELL, SPELLING, SpellingSession),
    arrange: spellingDraft({ phase: 'summary', words: FIVE, current: 4, results: FIVE.map(() => ALL_RIGHT) }),
    act: openDialog(/⟦start over⟧/),
    data: SPELLING_DATA,
  },
  {
    name: 'spelling: a student without a spelling category',
    page: page(SPELL, emptyMaterial, SpellingSession),
  },
  {
    name: 'spelling: a category without words',
    page: page(
      SPELL,
      { ...emptyMaterial, spellingCategory: { ...SPELLING.spellingCategory!, words: [] } },
      SpellingSession,
    ),
    data: ['Short a'],
  },

  // The book: words missed, key words, questions; its checks; a book that cannot be used.
  {
    name: 'book: the form, words missed typed',
    page: page(BOOK_SESSION, BOOK, BookSessionForm),
    act: async () => {
      await userEvent.type(screen.getByRole('textbox', { name: /⟦Words missed⟧/ }), 'river shovel');
      await screen.findByRole('list', { name: '⟦words missed⟧' });
    },
    data: BOOK_DATA,
  },
  {
    name: 'book: the form with its checks failed',
    page: page(BOOK_SESSION, BOOK, BookSessionForm),
    act: async () => {
      const second = within(screen.getByRole('group', { name: '⟦Question 2⟧' })).getByRole('combobox');
      const first = (
        within(screen.getByRole('group', { name: '⟦Question 1⟧' })).getByRole('combobox') as HTMLSelectElement
      ).value;
      await userEvent.selectOptions(second, first);
      await userEvent.click(screen.getByRole('button', { name: '⟦Submit⟧' }));
      await screen.findAllByText(/⟦Make sure checkbox/);
    },
    data: BOOK_DATA,
  },
  {
    name: 'book: a question not chosen',
    page: page(BOOK_SESSION, BOOK, BookSessionForm),
    act: async () => {
      const first = within(screen.getByRole('group', { name: '⟦Question 1⟧' })).getByRole('combobox');
      await userEvent.selectOptions(first, '');
    },
    data: BOOK_DATA,
  },
  { name: 'book: a student without a book', page: page(BOOK_SESSION, emptyMaterial, BookSessionForm) },
  {
    name: 'book: a book without questions',
    page: page(BOOK_SESSION, { ...BOOK, book: { ...BOOK.book!, questions: [] } }, BookSessionForm),
    data: ['Sam and the Map'],
  },

  // The non-system book and the class comments.
  {
    name: 'non-system book: the form, with its checks failed',
    page: page(sessionOf(READING_STAGE.nonSystemBook), emptyMaterial, NonSystemBookForm),
    act: click(/⟦Submit⟧/),
  },
  {
    name: 'class comments: the form',
    page: page({ ...sessionOf(READING_STAGE.book), category: 'class' }, emptyMaterial, ClassCommentsForm),
  },
];

afterEach(() => {
  vi.restoreAllMocks();
  act(() => toastStore.clear());
});

describePseudoScreens('the reading forms', SCREENS);

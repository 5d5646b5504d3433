import type { SessionMaterial } from '@school-ops/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../../lib/status.ts';
import { SpellingSession } from '../forms/SpellingSession.tsx';
import { emptyMaterial, renderWithProviders, spellingSession, stubFetch } from './test-helpers.tsx';

const word = (w: string, imageUrl: string | null = null) => ({
  word: w.replace(/\//g, ''),
  phonics: w.split('/'),
  imageUrl,
});

const material = (words: string[]): SessionMaterial => ({
  ...emptyMaterial,
  spellingCategory: {
    id: '00000000-0000-4000-8000-0000000000c1',
    category: 'Short a',
    words: words.map((w, i) => word(w, i === 0 ? '/img/cat.gif' : null)),
  },
});

const SIX = material(['c/a/t', 'h/a/t', 'sh/i/p', 'b/a/g', 'f/a/n', 'j/a/m']);

beforeEach(() => {
  // Random picks take the first remaining word: the pre-picked words are the category's first five.
  vi.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const right = () => screen.getByRole('button', { name: 'right' });
const wrong = () => screen.getByRole('button', { name: 'wrong' });
const star = () => screen.getByRole('button', { name: /^star(red)?: word correct$/ });
const heading = () => screen.getByRole('heading', { level: 3 }).textContent;

describe('SpellingSession', () => {
  it(
    'pre-picks five different words, refuses a word chosen twice, and starts on space',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      renderWithProviders(<SpellingSession session={spellingSession()} material={SIX} onDone={() => {}} />);
      const selects = [1, 2, 3, 4, 5].map((n) => screen.getByLabelText(`Word ${n}`) as HTMLSelectElement);
      expect(selects.map((s) => s.value)).toEqual(['cat', 'hat', 'ship', 'bag', 'fan']);
      expect(screen.queryByLabelText('Word 6')).toBeNull();

      await user.selectOptions(selects[3]!, 'cat');
      expect(screen.getByText('cat has been asked more than once')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'start test' })).toHaveProperty('disabled', true);
      await user.keyboard(' ');
      expect(screen.queryByRole('button', { name: 'right' })).toBeNull();

      await user.selectOptions(selects[3]!, '');
      expect(screen.getByText('choose word 4')).toBeTruthy();
      await user.selectOptions(selects[3]!, 'jam');
      expect(screen.queryByText(/has been asked more than once|choose word/)).toBeNull();

      (document.activeElement as HTMLElement).blur();
      await user.keyboard(' ');
      expect(heading()).toBe('Word 1 of 5: cat');
      expect(screen.getByRole('img', { name: 'picture for cat' })).toBeTruthy();
    },
  );

  it(
    'steps through the phonics with clicks and the space key; no star after a wrong phonic; submits the results',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const calls = stubFetch(spellingSession());
      const onDone = vi.fn();
      renderWithProviders(<SpellingSession session={spellingSession()} material={SIX} onDone={onDone} />);
      await user.click(screen.getByRole('button', { name: 'start test' }));

      // cat: c right (space), a wrong (click), t right (space): no star possible.
      expect(screen.getByRole('group', { name: 'phonic 1: c' })).toBeTruthy();
      await user.keyboard(' ');
      expect(screen.getByRole('group', { name: 'phonic 2: a' })).toBeTruthy();
      await user.click(wrong());
      // Space after a tap is the next step, not a second tap of the button still under the finger.
      await user.keyboard(' ');
      expect(screen.getByRole('button', { name: 'c: right (tap to change)' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'a: wrong (tap to change)' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 't: right (tap to change)' })).toBeTruthy();
      expect(star()).toHaveProperty('disabled', true);
      expect(screen.getByText('No star for cat: a phonic was marked wrong.')).toBeTruthy();
      await user.keyboard(' ');

      // hat: all right by clicks, starred, on with space (the star is not pressed twice).
      expect(heading()).toBe('Word 2 of 5: hat');
      await user.click(right());
      await user.click(right());
      await user.click(right());
      expect(star()).toHaveProperty('disabled', false);
      await user.click(star());
      expect(star().getAttribute('aria-pressed')).toBe('true');
      await user.keyboard(' ');

      // ship: three phonics, sh first; all right by space, then starred.
      expect(heading()).toBe('Word 3 of 5: ship');
      expect(screen.getByRole('group', { name: 'phonic 1: sh' })).toBeTruthy();
      await user.keyboard('   ');
      await user.click(star());
      await user.click(screen.getByRole('button', { name: 'next word' }));

      // bag: all right but not starred; fan: a slip corrected (wrong, then tapped back to right), starred.
      await user.keyboard('   ');
      await user.keyboard(' ');
      expect(heading()).toBe('Word 5 of 5: fan');
      await user.click(wrong());
      await user.click(screen.getByRole('button', { name: 'f: wrong (tap to change)' }));
      await user.keyboard('  ');
      await user.click(star());
      await user.click(screen.getByRole('button', { name: 'done' }));

      expect(screen.getByRole('heading', { name: 'Results: 3 of 5 words correct' })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      const patch = calls.find((c) => c.method === 'PATCH')!;
      expect(patch.url).toMatch(/\/api\/sessions\/00000000-0000-4000-8000-00000000005e\/performance\/spelling$/);
      expect(patch.body).toEqual({
        words: [
          { word: 'cat', phonicsResults: [true, false, true], correct: false },
          { word: 'hat', phonicsResults: [true, true, true], correct: true },
          { word: 'ship', phonicsResults: [true, true, true], correct: true },
          { word: 'bag', phonicsResults: [true, true, true], correct: false },
          { word: 'fan', phonicsResults: [true, true, true], correct: true },
        ],
      });
      expect(onDone).toHaveBeenCalledOnce();
      expect(localStorage.getItem('session-draft:00000000-0000-4000-8000-00000000005e:spelling')).toBeNull();
    },
  );

  it('keeps the test on the device: a reload carries on at the same step', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<SpellingSession session={spellingSession()} material={SIX} onDone={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'start test' }));
    await user.keyboard('   ');
    await user.click(star());
    await user.keyboard(' ');
    await user.click(wrong());
    first.unmount();

    renderWithProviders(<SpellingSession session={spellingSession()} material={SIX} onDone={() => {}} />);
    expect(heading()).toBe('Word 2 of 5: hat');
    expect(screen.getByRole('button', { name: 'h: wrong (tap to change)' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'phonic 2: a' })).toBeTruthy();
  });

  it('uses every word of a category with fewer than five', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <SpellingSession
        session={spellingSession()}
        material={material(['c/a/t', 'h/a/t', 'm/a/p'])}
        onDone={() => {}}
      />,
    );
    expect(screen.getAllByLabelText(/^Word \d$/)).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'start test' }));
    expect(heading()).toBe('Word 1 of 3: cat');
  });

  it(
    "pre-fills a supervisor's review with the earlier results; a phonic changed to wrong takes the star away",
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const earlier = {
        spelling: {
          wordsReviewed: ['cat', 'hat', 'ship', 'bag', 'fan'],
          wordsResults: [true, true, false, true, false],
          phonicsResults: [
            [true, true, true],
            [true, true, true],
            [true, false, true],
            [true, true, true],
            [true, true, true],
          ],
        },
      };
      const session = spellingSession(earlier);
      const calls = stubFetch(session);
      renderWithProviders(<SpellingSession session={session} material={SIX} onDone={() => {}} />);
      expect(screen.getByRole('heading', { name: 'Results: 3 of 5 words correct' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'star ship: word correct' })).toHaveProperty('disabled', true);

      await user.click(screen.getByRole('button', { name: 'hat, a: right (tap to change)' }));
      expect(screen.getByRole('button', { name: 'star hat: word correct' }).getAttribute('aria-pressed')).toBe('false');
      expect(screen.getByRole('button', { name: 'star hat: word correct' })).toHaveProperty('disabled', true);
      await user.click(screen.getByRole('button', { name: 'star fan: word correct' }));
      expect(screen.getByRole('heading', { name: 'Results: 3 of 5 words correct' })).toBeTruthy();

      await user.click(screen.getByRole('button', { name: 'Submit' }));
      const body = calls.find((c) => c.method === 'PATCH')!.body as {
        words: { word: string; phonicsResults: boolean[]; correct: boolean }[];
      };
      expect(body.words[1]).toEqual({ word: 'hat', phonicsResults: [true, false, true], correct: false });
      expect(body.words[4]).toEqual({ word: 'fan', phonicsResults: [true, true, true], correct: true });
    },
  );

  it('says what went wrong when the server refuses, and keeps the results', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    toastStore.clear();
    stubFetch(spellingSession(), { status: 400, message: 'review 5 words' });
    const onDone = vi.fn();
    renderWithProviders(<SpellingSession session={spellingSession()} material={SIX} onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'start test' }));
    for (let i = 0; i < 5; i++) await user.keyboard('    ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onDone).not.toHaveBeenCalled();
    expect(toastStore.get().map((t) => `${t.severity}: ${t.message}`)).toContain('error: review 5 words');
    expect(
      within(screen.getByRole('region', { name: 'Spelling test' })).getByRole('button', { name: 'Submit' }),
    ).toBeTruthy();
    expect(localStorage.getItem('session-draft:00000000-0000-4000-8000-00000000005e:spelling')).toContain(
      '"phase":"summary"',
    );
  });
});

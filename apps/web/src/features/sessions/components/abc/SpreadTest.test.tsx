import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MissedReview } from './MissedReview.tsx';
import { spreadMissed, type SpreadState } from './model.ts';
import { SpreadTest } from './SpreadTest.tsx';
import { renderInApp } from '../../../../test/render.tsx';

let play: ReturnType<typeof vi.fn>;
const played = () => play.mock.contexts.map((audio) => new URL((audio as HTMLAudioElement).src).pathname);

beforeEach(() => {
  play = vi.fn(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as unknown as () => Promise<void>);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const START: SpreadState = {
  letters: ['a', 'b', 'c'],
  choices: [
    ['d', 'a', 'b'],
    ['b', 'e', 'c'],
    ['a', 'c', 'e'],
  ],
  picks: [null, null, null],
  index: 0,
};

function Harness({
  kind = 'uppercaseAbcs' as const,
  onDone,
}: {
  kind?: 'uppercaseAbcs' | 'lowercasePhonics';
  onDone(s: SpreadState): void;
}) {
  const [state, setState] = useState(START);
  return <SpreadTest state={state} kind={kind} onChange={setState} onDone={() => onDone(state)} />;
}

const setup = (kind?: 'uppercaseAbcs' | 'lowercasePhonics') => {
  const onDone = vi.fn();
  const user = userEvent.setup();
  renderInApp(<Harness kind={kind} onDone={onDone} />);
  return { user, onDone };
};

describe('the spread-letters test', () => {
  it('shows 3 choices, plays the letter on a tap, marks right and wrong, and goes through every letter by clicks', async () => {
    const { user, onDone } = setup();
    expect(screen.getByText('Spread test: letter 1 of 3')).toBeTruthy();
    expect(['D', 'A', 'B'].map((l) => screen.getByRole('button', { name: l }))).toHaveLength(3);
    expect(play).not.toHaveBeenCalled(); // no autoplay
    expect((screen.getByRole('button', { name: 'Next letter' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Play the letter' }));
    expect(played()).toEqual(['/audio/abc_a.mp3']);

    await user.click(screen.getByRole('button', { name: 'A' }));
    expect(screen.getByRole('status').textContent).toBe('Right!');
    expect(screen.getByRole('button', { name: 'A' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Next letter' }));

    expect(screen.getByText('Spread test: letter 2 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'E' }));
    expect(screen.getByRole('status').textContent).toBe('Wrong: the letter was B.');
    // A mistaken tap can be changed before going on.
    await user.click(screen.getByRole('button', { name: 'C' }));
    expect(screen.getByRole('status').textContent).toBe('Wrong: the letter was B.');
    await user.click(screen.getByRole('button', { name: 'Next letter' }));

    await user.click(screen.getByRole('button', { name: 'C' }));
    expect(screen.getByRole('status').textContent).toBe('Right!');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    const final = onDone.mock.calls[0]![0] as SpreadState;
    expect(final.picks).toEqual(['a', 'c', 'c']);
    expect(spreadMissed(final)).toEqual(['b']);
  });

  it('advances with the space key: Space plays the letter, then after a tap goes to the next letter, one step per press', async () => {
    const { user, onDone } = setup('lowercasePhonics');
    expect(screen.getByRole('button', { name: 'd' })).toBeTruthy(); // lowercase stage
    await user.keyboard(' ');
    expect(played()).toEqual(['/audio/phonics_a.mp3']); // phonics stage: the letter's sound
    await user.keyboard(' ');
    expect(screen.getByText('Spread test: letter 1 of 3')).toBeTruthy(); // unanswered: Space never skips

    await user.click(screen.getByRole('button', { name: 'b' })); // wrong
    await user.keyboard(' ');
    expect(screen.getByText('Spread test: letter 2 of 3')).toBeTruthy();

    // Space on a focused button is that button's own: one press is one step, never two.
    await user.click(screen.getByRole('button', { name: 'b' }));
    screen.getByRole('button', { name: 'Next letter' }).focus();
    await user.keyboard(' ');
    expect(screen.getByText('Spread test: letter 3 of 3')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'c' }));
    await user.keyboard(' ');
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(spreadMissed(onDone.mock.calls[0]![0] as SpreadState)).toEqual(['a']);
  });

  it('keeps working when audio cannot play, and says so', async () => {
    play.mockImplementation(() => Promise.reject(new DOMException('no audio', 'NotAllowedError')));
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Play the letter' }));
    expect(await screen.findByText('Audio unavailable: say “A” yourself.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'A' }));
    await user.keyboard(' ');
    expect(screen.getByText('Spread test: letter 2 of 3')).toBeTruthy();
  });

  it('can go back to the previous letter', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'A' }));
    await user.click(screen.getByRole('button', { name: 'Next letter' }));
    await user.click(screen.getByRole('button', { name: 'Previous letter' }));
    expect(screen.getByText('Spread test: letter 1 of 3')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Right!');
  });
});

describe('the review of missed letters', () => {
  it('plays each missed letter on a tap and goes on by click or Space', async () => {
    const user = userEvent.setup();
    const onNext = vi.fn();
    renderInApp(<MissedReview missed={['b', 'd']} total={5} kind="uppercasePhonics" onNext={onNext} />);
    expect(screen.getByText('Spread test done: 3 of 5 right.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Play D' }));
    await user.click(screen.getByRole('button', { name: 'Play B' }));
    expect(played()).toEqual(['/audio/phonics_d.mp3', '/audio/phonics_b.mp3']);
    await user.keyboard(' ');
    expect(onNext).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Start the random test' }));
    expect(onNext).toHaveBeenCalledTimes(2);
  });

  it('says when nothing was missed', () => {
    renderInApp(<MissedReview missed={[]} total={5} kind="uppercaseAbcs" onNext={() => {}} />);
    expect(screen.getByText('No letters missed in the spread test.')).toBeTruthy();
    expect(screen.getByText('Spread test done: 5 of 5 right.')).toBeTruthy();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOT_PRONOUNCED, randomMissed, type RandomState } from './model.ts';
import { RandomTest } from './RandomTest.tsx';
import { renderInApp } from '../../../../test/render.tsx';

let play: ReturnType<typeof vi.fn>;
const played = () => play.mock.contexts.map((audio) => new URL((audio as HTMLAudioElement).src).pathname);

beforeEach(() => {
  play = vi.fn(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as unknown as () => Promise<void>);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const START: RandomState = { letters: ['c', 'a', 'e', 'b', 'd'], picks: [null, null, null, null, null], index: 0 };

function setup(kind: 'uppercaseAbcs' | 'lowercasePhonics' = 'uppercaseAbcs') {
  const onDone = vi.fn();
  function Harness() {
    const [state, setState] = useState(START);
    return <RandomTest state={state} kind={kind} onChange={setState} onDone={() => onDone(state)} />;
  }
  const user = userEvent.setup();
  renderInApp(<Harness />);
  const said = () => within(screen.getByRole('group', { name: 'The child said' }));
  const shown = () => screen.getByRole('img', { name: /Letter to say/ }).textContent;
  return { user, onDone, said, shown };
}

describe('the random-letters test', () => {
  it('shows the letters in the drawn order; the teacher taps what the child said or not pronounced; misses are recorded (clicks)', async () => {
    const { user, onDone, said, shown } = setup();
    expect(screen.getByText('Random test: letter 1 of 5')).toBeTruthy();
    expect(shown()).toBe('C');
    // Every one of the student's letters can be picked, plus 'not pronounced'.
    expect(
      said()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['A', 'B', 'C', 'D', 'E', 'not pronounced']);
    expect(play).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Play the letter' }));
    expect(played()).toEqual(['/audio/abc_c.mp3']);
    await user.click(said().getByRole('button', { name: 'C' }));
    expect(screen.getByRole('status').textContent).toBe('Right!');
    await user.click(screen.getByRole('button', { name: 'Next letter' }));

    expect(shown()).toBe('A');
    await user.click(said().getByRole('button', { name: 'not pronounced' }));
    expect(screen.getByRole('status').textContent).toBe('Missed: not pronounced.');
    await user.click(screen.getByRole('button', { name: 'Next letter' }));

    expect(shown()).toBe('E');
    await user.click(said().getByRole('button', { name: 'B' }));
    expect(screen.getByRole('status').textContent).toBe('Missed: the child said B.');
    await user.click(screen.getByRole('button', { name: 'Next letter' }));
    await user.click(said().getByRole('button', { name: 'B' }));
    await user.click(screen.getByRole('button', { name: 'Next letter' }));
    await user.click(said().getByRole('button', { name: 'D' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));

    expect(onDone).toHaveBeenCalledTimes(1);
    const final = onDone.mock.calls[0]![0] as RandomState;
    expect(final.picks).toEqual(['c', NOT_PRONOUNCED, 'b', 'b', 'd']);
    expect(randomMissed(final)).toEqual(['a', 'e']);
  });

  it('goes on with the space key once the answer is recorded, never before; a changed answer still advances with Space', async () => {
    const { user, onDone, said, shown } = setup('lowercasePhonics');
    expect(shown()).toBe('c');
    await user.keyboard(' ');
    expect(screen.getByText('Random test: letter 1 of 5')).toBeTruthy(); // Space never answers for the child
    expect(play).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Play the letter' }));
    expect(played()).toEqual(['/audio/phonics_c.mp3']);
    await user.click(said().getByRole('button', { name: 'not pronounced' }));
    await user.click(said().getByRole('button', { name: 'c' })); // the teacher corrects the tap
    await user.keyboard(' ');
    expect(screen.getByText('Random test: letter 2 of 5')).toBeTruthy();

    for (const l of ['a', 'e', 'b']) {
      await user.click(said().getByRole('button', { name: l }));
      await user.keyboard(' ');
    }
    expect(screen.getByText('Random test: letter 5 of 5')).toBeTruthy();
    await user.click(said().getByRole('button', { name: 'not pronounced' }));
    await user.keyboard(' ');
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(randomMissed(onDone.mock.calls[0]![0] as RandomState)).toEqual(['d']);
  });

  it('keeps working when audio cannot play', async () => {
    play.mockImplementation(() => Promise.reject(new DOMException('unsupported', 'NotSupportedError')));
    const { user, said } = setup();
    await user.click(screen.getByRole('button', { name: 'Play the letter' }));
    expect(await screen.findByText('Audio unavailable.')).toBeTruthy();
    await user.click(said().getByRole('button', { name: 'C' }));
    await user.keyboard(' ');
    expect(screen.getByText('Random test: letter 2 of 5')).toBeTruthy();
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test/render.tsx';
import { Hint } from './Hint.tsx';

function removeButton(onClick = vi.fn()) {
  renderInApp(
    <Hint title="Remove row">
      <button type="button" aria-label="Remove row 2" onClick={onClick}>
        ×
      </button>
    </Hint>,
  );
  return screen.getByRole('button', { name: 'Remove row 2' });
}

describe('Hint', () => {
  it('shows while the pointer rests on its control, described by it, and goes when the pointer leaves', async () => {
    const button = removeButton();
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(button);
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toBe('Remove row');
    expect(button.getAttribute('aria-describedby')).toBe(tip.id);
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(button.hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows on keyboard focus and hides on Escape', async () => {
    const button = removeButton();
    await userEvent.tab();
    expect(document.activeElement).toBe(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Remove row');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('keeps its control: the same node, clicked once, whether the hint shows or not', async () => {
    const onClick = vi.fn();
    const button = removeButton(onClick);
    await userEvent.hover(button);
    await screen.findByRole('tooltip');
    expect(screen.getByRole('button', { name: 'Remove row 2' })).toBe(button);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows when a finger presses long, not on a tap (nor on the mouse events the browser sends after it)', async () => {
    vi.useFakeTimers();
    try {
      const button = removeButton();
      fireEvent.touchStart(button);
      fireEvent.touchEnd(button);
      fireEvent.mouseEnter(button);
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByRole('tooltip')).toBeNull();
      fireEvent.touchStart(button);
      await act(() => vi.advanceTimersByTimeAsync(800));
      expect(screen.getByRole('tooltip').textContent).toBe('Remove row');
    } finally {
      vi.useRealTimers();
    }
  });
});

import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSpaceKey } from './useSpaceKey.ts';

function Probe({ action, children }: { action: (() => void) | null; children?: React.ReactNode }) {
  useSpaceKey(action);
  return <div>{children}</div>;
}

/** Presses Space on `target`; true when the page was kept from scrolling. */
const space = (target: Element = document.body, init: KeyboardEventInit = {}) =>
  !fireEvent.keyDown(target, { key: ' ', code: 'Space', ...init });

describe('useSpaceKey, the one Space-for-next-step of the ABC and spelling tests', () => {
  it('runs the step once per press and keeps the page still, also while the key is held down', () => {
    const step = vi.fn();
    render(<Probe action={step} />);
    expect(space()).toBe(true);
    expect(space(document.body, { repeat: true })).toBe(true);
    expect(step).toHaveBeenCalledTimes(1);
  });

  it('leaves Space to controls that use it', () => {
    const step = vi.fn();
    const { getByRole } = render(
      <Probe action={step}>
        <span role="tab" tabIndex={0}>
          Words
        </span>
        <span role="link" tabIndex={0}>
          Help
        </span>
      </Probe>,
    );
    expect(space(getByRole('tab'))).toBe(false);
    expect(space(getByRole('link'))).toBe(false);
    expect(step).not.toHaveBeenCalled();
  });

  it('leaves Space to an open dialog', () => {
    const step = vi.fn();
    render(
      <Probe action={step}>
        <div role="alertdialog">Leave?</div>
      </Probe>,
    );
    expect(space()).toBe(false);
    expect(step).not.toHaveBeenCalled();
  });

  it('does nothing, and lets the page scroll, while there is no step', () => {
    render(<Probe action={null} />);
    expect(space()).toBe(false);
  });
});

import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NearView } from './NearView.tsx';

/** An IntersectionObserver the test drives: `show(el)` says el came near the view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(private callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  disconnect() {
    this.targets = [];
  }
  static show(el: Element) {
    for (const o of FakeObserver.all.filter((o) => o.targets.includes(el))) {
      o.callback([{ target: el, isIntersecting: true } as IntersectionObserverEntry], o as never);
    }
  }
}

/** Idle moments the test hands out one at a time. */
let idle: (() => void)[] = [];
async function oneIdleMoment() {
  await act(async () => {
    // afterPaint: a frame, then a timeout; then the idle callback.
    await new Promise((r) => setTimeout(r, 20));
    idle.shift()?.();
    await new Promise((r) => setTimeout(r, 20));
  });
}

const Parts = () => (
  <>
    <NearView height={840}>
      <p>Level 1 books</p>
    </NearView>
    <NearView height={420}>
      <p>Level 2 books</p>
    </NearView>
  </>
);

describe('NearView', () => {
  it('renders its part at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Parts />);
    vi.unstubAllGlobals();
    expect(screen.getByText('Level 1 books')).toBeTruthy();
    expect(screen.getByText('Level 2 books')).toBeTruthy();
  });

  describe('in a browser', () => {
    beforeEach(() => {
      FakeObserver.all = [];
      idle = [];
      vi.stubGlobal('IntersectionObserver', FakeObserver);
      vi.stubGlobal('requestAnimationFrame', (run: () => void) => setTimeout(run, 0));
      vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
      // The parts start far below the view (the test environment has no layout: every box would be at the top).
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 5000, 390, 100));
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    });

    it('renders a part already on screen in its first commit, so its stand-in is never seen', () => {
      vi.mocked(HTMLElement.prototype.getBoundingClientRect).mockReturnValue(new DOMRect(0, 200, 390, 100));
      const { container } = render(<Parts />);
      expect(screen.getByText('Level 1 books')).toBeTruthy();
      expect(screen.getByText('Level 2 books')).toBeTruthy();
      expect(container.querySelector('[data-near-view]')).toBeNull();
    });

    it('keeps the room of a part out of view, and renders it once it comes near', async () => {
      const { container } = render(<Parts />);
      const waiting = container.querySelectorAll<HTMLElement>('[data-near-view]');
      expect(waiting).toHaveLength(2);
      expect(waiting[0]?.style.height).toBe('840px');
      expect(waiting[1]?.style.height).toBe('420px');
      expect(screen.queryByText('Level 1 books')).toBeNull();

      await act(async () => FakeObserver.show(waiting[1]!));
      expect(await screen.findByText('Level 2 books')).toBeTruthy();
      expect(screen.queryByText('Level 1 books')).toBeNull();
      expect(container.querySelectorAll('[data-near-view]')).toHaveLength(1);
    });

    it('renders the parts out of view one per idle moment, in page order', async () => {
      const { container } = render(<Parts />);
      await oneIdleMoment();
      expect(screen.getByText('Level 1 books')).toBeTruthy();
      expect(screen.queryByText('Level 2 books')).toBeNull();
      await oneIdleMoment();
      expect(screen.getByText('Level 2 books')).toBeTruthy();
      expect(container.querySelector('[data-near-view]')).toBeNull();
    });
  });
});

import { startTransition, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrating } from '../lib/hydration.ts';
import { startsOnFirstScreen } from '../lib/render-context.ts';
import { whenIdleAfterPaint } from '../lib/use-after-paint.ts';

/**
 * A part of a long page that renders once it comes within a window's height of the view, or else when the browser
 * is idle after the page's first paint (decision 0049). Until then a block of its usual height stands in for it,
 * so the page keeps its length and nothing on screen moves when it comes. A page of many short lists (the books,
 * level by level) thus renders first only the lists a person sees: each is under the windowing threshold (decision
 * 0039), and together they were most of the page's first render. Once rendered, a part stays rendered.
 */
export function NearView({ height, children }: { height: number; children: ReactNode }) {
  const id = useId();
  const hydrating = useHydrating();
  // Rendered on the server, the parts of the first screen (as the browser's first commit renders them), and
  // hydrating, what the server rendered (its stand-ins carry their ids); without an IntersectionObserver (unit tests
  // in jsdom, an old browser) everything renders at once, as before.
  const [near, setNear] = useState(
    () =>
      startsOnFirstScreen(height) ??
      (hydrating
        ? !document.querySelector(`[data-near-view="${CSS.escape(id)}"]`)
        : typeof IntersectionObserver === 'undefined'),
  );
  const stand = useRef<HTMLDivElement>(null);
  // A part already on screen renders before the browser paints: its stand-in, whose height is only an estimate,
  // must never be seen, or what is below it would move when the part comes. (One near but out of view comes
  // through the observer, in a transition.)
  useLayoutEffect(() => {
    if (!near && stand.current && isOnScreen(stand.current)) setNear(true);
  }, [near]);
  useEffect(() => {
    const el = stand.current;
    if (near || !el) return;
    // A transition: a part coming in renders in slices, and never delays a tap or a scroll.
    const come = () => startTransition(() => setNear(true));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) come();
      },
      // A window's height above and below: the next part is there before a scroll or Tab reaches it.
      { rootMargin: '100% 0px' },
    );
    observer.observe(el);
    // The rest come one by one when the browser is idle: find in page, a screen reader's reading and printing
    // then have the whole page, and no part's commit is one long task with the others.
    const leave = waitForIdle(come);
    return () => {
      observer.disconnect();
      leave();
    };
  }, [near]);
  if (near) return children;
  return <div ref={stand} data-near-view={id} style={{ height }} />;
}

function isOnScreen(el: Element): boolean {
  const { top, bottom } = el.getBoundingClientRect();
  return top < window.innerHeight && bottom > 0;
}

/** How long an idle moment is waited for before the next part renders anyway. */
const IDLE_WAIT_MS = 2000;
const idleQueue: (() => void)[] = [];
let idleScheduled = false;

/** Queues `render` to run in an idle moment of its own, after the parts queued before it. Returns a way out. */
function waitForIdle(render: () => void): () => void {
  idleQueue.push(render);
  renderNextWhenIdle();
  return () => {
    const at = idleQueue.indexOf(render);
    if (at >= 0) idleQueue.splice(at, 1);
  };
}

function renderNextWhenIdle() {
  if (idleScheduled || idleQueue.length === 0) return;
  idleScheduled = true;
  // After the next paint: the part queued before has rendered by then (its render keeps the browser busy).
  whenIdleAfterPaint(() => {
    idleScheduled = false;
    idleQueue.shift()?.();
    renderNextWhenIdle();
  }, IDLE_WAIT_MS);
}

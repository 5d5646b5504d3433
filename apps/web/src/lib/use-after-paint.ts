import { startTransition, useEffect, useState } from 'react';
import { useHydrating } from './hydration.ts';

/** Calls `run` just after the browser's next paint. Returns a function that cancels it. */
export function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The frame callback runs just before the paint; the timeout queued there, just after it.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Calls `run` once the browser has painted and then found an idle moment (or `maxWait` ms after the paint).
 * Returns a function that cancels it.
 */
export function whenIdleAfterPaint(run: () => void, maxWait: number): () => void {
  let idle: number | undefined;
  const cancel = afterPaint(() => {
    if ('requestIdleCallback' in window) idle = requestIdleCallback(run, { timeout: maxWait });
    else run();
  });
  return () => {
    cancel();
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/**
 * False on the first render, true once the browser has painted it and then found an idle moment (or after
 * `maxWait` ms). For parts that a first paint does not need: their code and their render wait until the
 * page's content (the largest paint on a phone) is on screen.
 */
export function useAfterPaint(maxWait = 1500): boolean {
  const [ready, setReady] = useState(false);
  // A transition: what comes in renders in slices, never as one long task.
  useEffect(() => whenIdleAfterPaint(() => startTransition(() => setReady(true)), maxWait), [maxWait]);
  return ready;
}

/**
 * How many of `total` items to mount: `first` at once, then `step` more after each paint until all are. Once the
 * count changes (a row added or removed), every item: a row the person adds shows, and takes focus, at once. A
 * long form's rows thus mount in several short commits, not in one long task: React slices a render, never a
 * commit.
 */
export function useRevealed(total: number, first: number, step: number): number {
  // A page the server renders has every item, and hydrating it makes none of their elements (decision 0052).
  const whole = useHydrating();
  const [state, setState] = useState(() => ({ total, shown: whole || first >= total ? Infinity : first }));
  if (total !== state.total && state.shown !== Infinity) setState({ total, shown: Infinity });
  const complete = state.shown === Infinity;
  useEffect(() => {
    if (complete) return;
    return afterPaint(() =>
      setState((s) => ({ total: s.total, shown: s.shown + step >= s.total ? Infinity : s.shown + step })),
    );
  }, [complete, state.shown, step]);
  return Math.min(state.shown, total);
}

import { startTransition, useEffect, useState } from 'react';

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

import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to render now: `first` at once (a phone's screen and more), then `step` more
 * in each later task, as a transition. A phone's main thread never blocks on a whole day's list at once
 * (total blocking time), and the top of the list paints early. Never goes back down: a refetch or another
 * view renders at once what was already revealed.
 */
export function useRevealed(total: number, first = 24, step = 32): number {
  const [revealed, setRevealed] = useState(first);
  useEffect(() => {
    if (revealed >= total) return;
    const timer = setTimeout(() => startTransition(() => setRevealed((n) => n + step)), 0);
    return () => clearTimeout(timer);
  }, [revealed, total, step]);
  return Math.min(revealed, total);
}

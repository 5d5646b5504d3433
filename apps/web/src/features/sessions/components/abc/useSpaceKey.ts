import { useEffect, useLayoutEffect, useRef } from 'react';

/** Elements that handle Space themselves: leave the key to them so one press is one step. */
const OWN_SPACE = 'button, a[href], input, textarea, select, summary, [role="button"], [role="checkbox"], [role="radio"], [role="switch"], [role="link"], [contenteditable="true"], [contenteditable=""]';

/**
 * Space anywhere on the page runs `action` (the step's obvious next action), unless the focus is
 * on a control that uses Space itself, a dialog is open, or the key is held down (auto-repeat).
 */
export function useSpaceKey(action: (() => void) | null) {
  const ref = useRef(action);
  useLayoutEffect(() => {
    ref.current = action;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== ' ' && e.code !== 'Space') return;
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      const target = e.target instanceof Element ? e.target : null;
      if (target?.closest(OWN_SPACE)) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const run = ref.current;
      if (!run) return;
      e.preventDefault(); // no page scroll
      if (e.repeat) return;
      run();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

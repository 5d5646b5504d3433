import { useEffect, useRef } from 'react';

/** Elements that do something of their own on Space: the key is theirs, never a second step. */
const OWN_SPACE = 'button, a[href], input, select, textarea, summary, [contenteditable=""], [contenteditable="true"], [role="button"], [role="checkbox"], [role="switch"], [role="radio"], [role="option"], [role="menuitem"], [role="tab"], [role="slider"]';

/**
 * Space anywhere on the page (not on a control that handles Space itself) runs `onSpace`: the
 * test's next step. The page does not scroll on it. Held-down keys do not repeat steps.
 */
export function useSpaceKey(onSpace: () => void, enabled = true) {
  const latest = useRef(onSpace);
  useEffect(() => {
    latest.current = onSpace;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== ' ' || e.defaultPrevented || e.repeat || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      const target = e.target instanceof Element ? e.target : null;
      if (target?.closest(OWN_SPACE)) return;
      // A dialog on top (leave guard, confirmations) owns the keyboard.
      if (document.querySelector('[role="dialog"]')) return;
      e.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}

import { useEffect, useLayoutEffect, useRef } from 'react';

/** Elements that handle Space themselves: leave the key to them so one press is one step. */
const OWN_SPACE = [
  'button',
  'a[href]',
  'input',
  'textarea',
  'select',
  'summary',
  '[contenteditable="true"]',
  '[contenteditable=""]',
  ...['button', 'checkbox', 'radio', 'switch', 'link', 'option', 'menuitem', 'tab', 'slider'].map(
    (role) => `[role="${role}"]`,
  ),
].join(', ');

/**
 * Space anywhere on the page runs `action` (a test's obvious next step; null while there is none), unless the
 * focus is on a control that uses Space itself or a dialog is open. The page does not scroll on it, and a
 * held-down key (auto-repeat) runs no further steps.
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
      e.preventDefault();
      if (e.repeat) return;
      run();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

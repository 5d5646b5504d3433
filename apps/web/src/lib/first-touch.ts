/** What a person does first on a page: a touch, a key, a field taking focus. */
const FIRST_TOUCH = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `run` once, at the person's first touch, key or focus on the page: for work a page's load does not need but
 * what the person does next will (a form's schemas, every screen's styles), kept out of the load's long tasks.
 * Returns a function that stops waiting.
 */
export function onFirstTouch(run: () => void): () => void {
  const stop = () => FIRST_TOUCH.forEach((type) => document.removeEventListener(type, touched, true));
  function touched() {
    stop();
    run();
  }
  FIRST_TOUCH.forEach((type) => document.addEventListener(type, touched, true));
  return stop;
}

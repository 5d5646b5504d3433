import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { afterPaint } from '../lib/use-after-paint.ts';

export type Deferred<P> = ComponentType<P> & {
  /** Starts loading the real component (once); resolves when it is there. */
  preload(): Promise<ComponentType<P>>;
};

/**
 * A component whose code loads after the page's first paint (decision 0038): until it has loaded,
 * `Placeholder` renders with the same props: the same size and label, showing the same value, so that nothing
 * shifts when the real one takes its place and a screen reader reads the same name. Once the code has loaded,
 * later renders (another page, another field) use the real component from the start, with no placeholder.
 * If the code cannot load (offline before the precache finished) the placeholder stays.
 */
export function deferred<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  Placeholder: ComponentType<P>,
): Deferred<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        // Let a later render try again (the network may be back).
        loading = null;
        throw error;
      },
    ));

  function DeferredComponent(props: P) {
    const [Real, setReal] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Real) return;
      let live = true;
      const cancel = afterPaint(() => {
        preload().then(
          // A transition: React renders the real component in slices, not as one long task.
          (component) => live && startTransition(() => setReal(() => component)),
          () => undefined,
        );
      });
      return () => {
        live = false;
        cancel();
      };
    }, [Real]);
    return Real ? <Real {...props} /> : <Placeholder {...props} />;
  }
  return Object.assign(DeferredComponent, { preload });
}

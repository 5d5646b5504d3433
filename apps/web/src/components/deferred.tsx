import { startTransition, useEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { afterPaint } from '../lib/use-after-paint.ts';

export type Deferred<P> = ComponentType<P> & {
  /** Starts loading the real component (once); resolves when it is there. */
  preload(): Promise<ComponentType<P>>;
};

/**
 * When the real component takes the placeholder's place: as soon as its code is in (`loaded`: a part the person
 * reads, such as a calendar), or when the person reaches for it (`touched`: a field, decision 0061).
 */
export type TakesOver = 'loaded' | 'touched';

/** What takes a person's focus in the real component: its first element in the tab order. */
const FOCUSABLE = 'input:not([type="hidden"]):not([tabindex="-1"]), button, [tabindex]:not([tabindex="-1"])';

/**
 * A component whose code loads after the page's first paint (decision 0038): until it takes over, `Placeholder`
 * renders with the same props: the same size and label, showing the same value, so that nothing shifts when the
 * real one takes its place and a screen reader reads the same name. If the code cannot load (offline before the
 * precache finished) the placeholder stays.
 *
 * `loaded`: the real component takes over once its code is in, and later mounts use it from the start.
 * `touched` (decision 0061): each placeholder stays until the pointer comes onto it (a mouse over it, a finger on
 * it: its tap then lands on the real component) or it takes focus (the real component's first focusable element
 * then has it). Mounting a form's fourteen time pickers at once was one task of 318 ms on the bench's host while
 * the page loaded; each one now costs a frame when it is reached for, and pages that are only read never pay it.
 */
export function deferred<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  Placeholder: ComponentType<P>,
  takesOver: TakesOver = 'loaded',
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

  function WhenLoaded(props: P) {
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

  function WhenTouched(props: P) {
    const [Real, setReal] = useState<ComponentType<P> | null>(null);
    const box = useRef<HTMLDivElement>(null);
    const live = useRef(true);
    useEffect(() => {
      live.current = true;
      // The code is fetched after the first paint, so that the person's first touch finds it on the device.
      const cancel = afterPaint(() => void preload().catch(() => undefined));
      return () => {
        live.current = false;
        cancel();
      };
    }, []);
    /** The real component in place before this event's default action (a tap's click, a focus) goes on. */
    const takeOver = (focus: boolean) => {
      if (Real) return;
      const place = (component: ComponentType<P>) => {
        if (!live.current) return;
        flushSync(() => setReal(() => component));
        if (focus) box.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      };
      if (loaded) place(loaded);
      else preload().then(place, () => undefined);
    };
    return (
      <div
        ref={box}
        style={{ display: 'contents' }}
        onPointerEnter={() => takeOver(false)}
        onFocus={() => takeOver(true)}
      >
        {Real ? <Real {...props} /> : <Placeholder {...props} />}
      </div>
    );
  }

  return Object.assign(takesOver === 'touched' ? WhenTouched : WhenLoaded, { preload });
}

import { Box, Popper } from '@mui/material';
import {
  cloneElement,
  useEffect,
  useId,
  useState,
  type FocusEvent,
  type ReactElement,
  type SyntheticEvent,
} from 'react';

/** MUI's own delays: a pointer resting, a finger pressing long, the hint left after the finger lifts. */
const REST_MS = 100;
const LONG_PRESS_MS = 700;
const AFTER_TOUCH_MS = 1500;

type Handler<E> = (event: E) => void;

interface HintTarget {
  onMouseEnter?: Handler<SyntheticEvent<HTMLElement>>;
  onMouseLeave?: Handler<SyntheticEvent<HTMLElement>>;
  onFocus?: Handler<FocusEvent<HTMLElement>>;
  onBlur?: Handler<FocusEvent<HTMLElement>>;
  onTouchStart?: Handler<SyntheticEvent<HTMLElement>>;
  onTouchEnd?: Handler<SyntheticEvent<HTMLElement>>;
  'aria-describedby'?: string;
}

/**
 * One pending show or hide: a new one replaces it. `byTouch`: the pointer is a finger, whose tap the browser follows
 * with mouse events; they show nothing (a tap on a tablet would leave the hint up), as MUI's Tooltip does.
 */
class Pending {
  private touch = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  get byTouch() {
    return this.touch;
  }
  /** A finger is down (true), or the pointer has left (false). */
  touching(finger: boolean) {
    this.touch = finger;
  }
  after(ms: number, then: () => void) {
    this.cancel();
    this.timer = setTimeout(then, ms);
  }
  cancel() {
    clearTimeout(this.timer);
  }
}

const focusVisible = (el: HTMLElement) => {
  try {
    return el.matches(':focus-visible');
  } catch {
    return true;
  }
};

/**
 * A short hint beside a control (what an icon button does), shown while a pointer rests on it, while it has the
 * keyboard's focus, or when a finger presses it long; Escape hides it. MUI's Tooltip keeps its child's DOM node in
 * state, set as it mounts: on a form of rows, one more render of every row inside the commit that hydrates the page
 * (bench notes, fifteenth session). This one renders its child unchanged but for the handlers, the same element
 * whether shown or not (a tap's click is never lost), and mounts the popup only while it shows.
 */
export function Hint({ title, children }: { title: string; children: ReactElement<HintTarget> }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [pending] = useState(() => new Pending());
  const id = useId();
  const own = children.props;

  const hide = () => {
    pending.cancel();
    setAnchor(null);
  };
  useEffect(() => () => pending.cancel(), [pending]);
  useEffect(() => {
    if (!anchor) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      pending.cancel();
      setAnchor(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [anchor, pending]);

  const child = cloneElement(children, {
    onMouseEnter: (e) => {
      own.onMouseEnter?.(e);
      if (pending.byTouch) return;
      const el = e.currentTarget;
      pending.after(REST_MS, () => setAnchor(el));
    },
    onMouseLeave: (e) => {
      own.onMouseLeave?.(e);
      pending.touching(false);
      hide();
    },
    onFocus: (e) => {
      own.onFocus?.(e);
      if (focusVisible(e.currentTarget)) setAnchor(e.currentTarget);
    },
    onBlur: (e) => {
      own.onBlur?.(e);
      hide();
    },
    onTouchStart: (e) => {
      own.onTouchStart?.(e);
      pending.touching(true);
      const el = e.currentTarget;
      pending.after(LONG_PRESS_MS, () => setAnchor(el));
    },
    onTouchEnd: (e) => {
      own.onTouchEnd?.(e);
      if (anchor) pending.after(AFTER_TOUCH_MS, hide);
      else pending.cancel();
    },
    'aria-describedby': anchor ? id : own['aria-describedby'],
  });

  return (
    <>
      {child}
      {anchor && (
        // MUI's Popper is the tooltip (its role).
        <Popper id={id} open anchorEl={anchor} placement="bottom" sx={{ zIndex: 'tooltip', pointerEvents: 'none' }}>
          <Box
            sx={{
              mt: 1,
              px: 1,
              py: 0.5,
              borderRadius: 1,
              bgcolor: 'grey.700',
              color: 'common.white',
              typography: 'caption',
              lineHeight: 1.4,
            }}
          >
            {title}
          </Box>
        </Popper>
      )}
    </>
  );
}

import { Box, List, type ListProps } from '@mui/material';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  Fragment,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import { renderVisitor } from '../lib/render-context.ts';

/**
 * Long lists render only the rows in view (docs/decisions/0039-long-lists-render-what-is-in-view.md).
 *
 * The rows stay in the normal flow of the page: the rows above and below the window are stood in for by
 * space (padding on a list, a spacer row in a table body), so the page keeps the full list's height, the
 * window scrolls as usual, and the rows keep their roles. A list of at most `threshold` rows renders
 * every row, as before (the demo data, unit tests, find-in-page on a small list).
 */

/** Lists up to this many rows render whole. */
export const WINDOW_THRESHOLD = 60;
/** Rows rendered beyond each edge of the window: Tab reaches the next row before it scrolls into view. */
const OVERSCAN = 8;

/** Where the window was when a person left a list, by history entry, so going back returns there. */
const scrollByEntry = new Map<string, number>();
const NONE_KEPT: number[] = [];

/** Forgets the kept scroll positions (between unit tests, which share one history key). */
export function forgetListScroll() {
  scrollByEntry.clear();
}

export interface WindowedRow<T> {
  item: T;
  index: number;
  key: string;
  /**
   * Room for the rows left out just above this one (a focused or kept row far from the window is rendered
   * apart from it): the list puts a spacer of this height before the row. 0 for rows next to each other.
   */
  spaceBefore: number;
  /** Spread on the row's element: measures it, and names its place in the whole list when windowed. */
  rowProps: {
    ref?: (el: Element | null) => void;
    'data-index': number;
  };
}

export interface WindowedRows<T> {
  /** Whether only a window of rows is rendered (more rows than the threshold). */
  windowed: boolean;
  rows: WindowedRow<T>[];
  /** Height of the rows not rendered above and below the window (0 when not windowed). */
  before: number;
  after: number;
  /** On the element holding the rows: where the list starts on the page, and which row holds focus. */
  setContainer: (el: HTMLElement | null) => void;
  onFocus: (e: React.FocusEvent<HTMLElement>) => void;
}

export interface WindowedOptions<T> {
  getKey(item: T): string;
  /** The usual height of one row in CSS pixels (rows are measured once rendered). */
  estimateSize: number;
  /** Space between rows in CSS pixels, when the container sets a gap (a grid's `gap`). */
  gap?: number;
  threshold?: number;
  /** Rows kept rendered when out of view (a row with unsaved edits in its form), by key. */
  keepKeys?: ReadonlySet<string>;
}

const windowHeight = () =>
  renderVisitor()?.viewportHeight ?? (typeof window === 'undefined' ? 844 : window.innerHeight || 844);

/** The rows of `items` to render now, for a list in the page's own scroll (the window). */
export function useWindowedRows<T>(items: readonly T[], options: WindowedOptions<T>): WindowedRows<T> {
  const { getKey, estimateSize, gap = 0, threshold = WINDOW_THRESHOLD, keepKeys } = options;
  const windowed = items.length > threshold;
  const location = useLocation();
  const [container, setContainerNow] = useState<HTMLElement | null>(null);
  // What the list learns once laid out (where it starts, its rows' heights) re-renders it in a transition, in
  // slices: from a ref or a layout effect React would render it at once, in the same task as the commit.
  const setContainer = useCallback((el: HTMLElement | null) => startTransition(() => setContainerNow(el)), []);
  const [scrollMargin, setScrollMargin] = useState(0);
  // The focused row stays rendered when it scrolls out of the window, so focus is never lost.
  const focused = useRef<number | null>(null);
  // So are rows the page asks to keep.
  const kept = useMemo(
    () =>
      windowed && keepKeys && keepKeys.size > 0
        ? items.flatMap((item, i) => (keepKeys.has(getKey(item)) ? [i] : []))
        : NONE_KEPT,
    // getKey is the page's inline function: the items and the keys decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [windowed, items, keepKeys],
  );

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const extra = [focused.current, ...kept].filter(
        (i): i is number => i !== null && i < range.count && !indexes.includes(i),
      );
      return extra.length === 0 ? indexes : [...new Set([...indexes, ...extra])].sort((a, b) => a - b);
    },
    [kept],
  );

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    // A row's rendered height, from the virtualizer's ResizeObserver, which reports each row once it is laid
    // out, before the paint. Read when the row is attached (no entry), offsetHeight would lay the page out in
    // the middle of React's commit, once per row. Until then, and where there is no layout (unit tests) or the
    // row is hidden, the estimate.
    measureElement: (_el, entry) => Math.round(entry?.borderBoxSize[0]?.blockSize ?? 0) || estimateSize,
    overscan: OVERSCAN,
    gap,
    scrollMargin,
    enabled: windowed,
    getItemKey: (i) => getKey(items[i] as T),
    rangeExtractor,
    // Re-render in React's own time while scrolling, not synchronously inside the scroll event.
    useFlushSync: false,
    // Before the first measure, the window's height (on the server, the visitor's); where there is no layout (unit
    // tests), a phone's.
    initialRect: { width: 390, height: windowHeight() },
    initialOffset: () => scrollByEntry.get(location.key) ?? (typeof window === 'undefined' ? 0 : window.scrollY),
  });

  const measure = useCallback(
    (el: Element | null) => startTransition(() => virtualizer.measureElement(el)),
    [virtualizer],
  );

  // Where the list starts on the page: the virtualizer counts rows from there.
  // Read once laid out and again whenever the page's height changes (what is above the list grew or shrank).
  useLayoutEffect(() => {
    if (!windowed || !container || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const top = pageTop(container);
      startTransition(() => setScrollMargin(top));
    });
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [windowed, container]);

  // Going back to the list returns to where the person was (the page is as tall as the whole list).
  useEffect(() => {
    if (!windowed) return;
    const key = location.key;
    const saved = scrollByEntry.get(key);
    if (saved !== undefined && Math.abs(window.scrollY - saved) >= 1) window.scrollTo(0, saved);
    const remember = () => scrollByEntry.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [windowed, location.key]);

  const onFocus = useCallback((e: React.FocusEvent<HTMLElement>) => {
    const row = (e.target as Element).closest('[data-index]');
    const index = row ? Number(row.getAttribute('data-index')) : NaN;
    focused.current = Number.isInteger(index) ? index : null;
  }, []);

  if (!windowed) {
    return {
      windowed,
      rows: items.map((item, index) => ({
        item,
        index,
        key: getKey(item),
        spaceBefore: 0,
        rowProps: { 'data-index': index },
      })),
      before: 0,
      after: 0,
      setContainer: setContainer,
      onFocus,
    };
  }

  const virtualItems = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();
  const first = virtualItems[0];
  const last = virtualItems[virtualItems.length - 1];
  return {
    windowed,
    rows: virtualItems.map((v, i) => {
      const previous = virtualItems[i - 1];
      // Between two rendered rows that are not neighbours: the rows between them, less the spacer's own gaps.
      const spaceBefore = previous && v.index > previous.index + 1 ? Math.max(0, v.start - previous.end - 2 * gap) : 0;
      return {
        item: items[v.index] as T,
        index: v.index,
        key: String(v.key),
        spaceBefore,
        rowProps: { ref: measure, 'data-index': v.index },
      };
    }),
    before: first ? first.start - scrollMargin : 0,
    after: last ? Math.max(0, total - (last.end - scrollMargin)) : 0,
    setContainer: setContainer,
    onFocus,
  };
}

/** How far below the top of the page an element starts (the window's scroll does not change it). */
function pageTop(el: HTMLElement): number {
  let top = 0;
  for (let e: HTMLElement | null = el; e; e = e.offsetParent as HTMLElement | null) top += e.offsetTop;
  return top;
}

/** The props that say a windowed row's place in the whole list to assistive technology. */
export function listItemPlace(w: { windowed: boolean }, index: number, count: number) {
  return w.windowed ? { 'aria-posinset': index + 1, 'aria-setsize': count } : {};
}

/**
 * A MUI List of `items` rendering only the rows in view when long. `renderItem` returns a ListItem (an
 * `li`) and spreads `rowProps` on it.
 */
export function WindowedList<T>({
  items,
  getKey,
  estimateSize,
  gap,
  threshold,
  keepKeys,
  renderItem,
  ...listProps
}: WindowedOptions<T> &
  Omit<ListProps, 'children' | 'ref'> & {
    items: readonly T[];
    renderItem(item: T, rowProps: WindowedRow<T>['rowProps'] & ReturnType<typeof listItemPlace>): ReactNode;
  }) {
  const { windowed, rows, before, after, setContainer, onFocus } = useWindowedRows(items, {
    getKey,
    estimateSize,
    gap,
    threshold,
    keepKeys,
  });
  const pad = listProps.disablePadding ? 0 : 8;
  return (
    <List
      {...listProps}
      ref={setContainer}
      onFocus={onFocus}
      // The list's own padding (8px unless disablePadding) plus the rows not rendered.
      style={windowed ? { paddingTop: before + pad, paddingBottom: after + pad } : undefined}
    >
      {rows.map((r) => (
        <Fragment key={r.key}>
          {r.spaceBefore > 0 && <li aria-hidden style={{ height: r.spaceBefore }} />}
          {renderItem(r.item, { ...r.rowProps, ...listItemPlace({ windowed }, r.index, items.length) })}
        </Fragment>
      ))}
    </List>
  );
}

/**
 * Cards in a grid of `columns` columns (the page says how many fit its width), rendering only the grid rows in
 * view when there are many cards. Each grid row is as tall as its tallest card; rows are `gap` pixels apart and
 * so are the cards in a row.
 */
export function WindowedGrid<T>({
  items,
  getKey,
  estimateSize,
  gap = 16,
  threshold,
  keepKeys,
  columns,
  renderItem,
}: WindowedOptions<T> & {
  items: readonly T[];
  columns: number;
  renderItem(item: T): ReactNode;
}) {
  const lines = useMemo(() => {
    const out: T[][] = [];
    for (let i = 0; i < items.length; i += columns) out.push(items.slice(i, i + columns));
    return out;
  }, [items, columns]);
  const lineKey = (line: T[]) => line.map(getKey).join('|');
  const keepLines = useMemo(
    () =>
      keepKeys && keepKeys.size > 0
        ? new Set(lines.filter((line) => line.some((item) => keepKeys.has(getKey(item)))).map(lineKey))
        : undefined,
    // getKey is the page's inline function: the lines and the keys decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lines, keepKeys],
  );
  const { windowed, rows, before, after, setContainer, onFocus } = useWindowedRows(lines, {
    getKey: lineKey,
    keepKeys: keepLines,
    estimateSize,
    gap,
    // The threshold counts cards, as the other lists count rows.
    threshold: Math.ceil((threshold ?? WINDOW_THRESHOLD) / columns),
  });
  const template = `repeat(${columns}, minmax(0, 1fr))`;
  if (!windowed) {
    // Every card in one grid, each keyed by itself: a change of columns (a tablet turned) keeps every card.
    return (
      <Box ref={setContainer} sx={{ display: 'grid', gap: `${gap}px`, gridTemplateColumns: template }}>
        {items.map((item) => (
          <Fragment key={getKey(item)}>{renderItem(item)}</Fragment>
        ))}
      </Box>
    );
  }
  return (
    <Box
      ref={setContainer}
      onFocus={onFocus}
      sx={{ display: 'grid', gap: `${gap}px` }}
      style={{ paddingTop: before, paddingBottom: after }}
    >
      {rows.map((r) => (
        <Fragment key={r.key}>
          {r.spaceBefore > 0 && <div aria-hidden style={{ height: r.spaceBefore }} />}
          <Box {...r.rowProps} sx={{ display: 'grid', gap: `${gap}px`, gridTemplateColumns: template }}>
            {r.item.map((item) => (
              <Fragment key={getKey(item)}>{renderItem(item)}</Fragment>
            ))}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}

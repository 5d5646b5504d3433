import type { GlobalFilter, UserDto } from '@school-ops/shared';

/*
 * What a render on the server knows of its visitor (server-render/, decision 0052): the signed-in person, their
 * token, the list filter and the viewport, which in the browser come from local storage and the window. The server
 * sets it around each of its synchronous render passes, so that two visitors' renders never see each other's; in
 * the browser it is never set.
 */

export interface RenderVisitor {
  user: UserDto;
  token: string;
  filter: GlobalFilter;
  /** The viewport's height in CSS pixels: the first screen's parts render, the rest stand in (NearView). */
  viewportHeight: number;
  /** Whether the visitor's browser sizes a textarea to its text (CSS field-sizing: components/form/grown.ts). */
  fieldSizing: boolean;
  /** The site's address as the visitor reaches it (https://school.example). */
  origin: string;
}

let current: RenderVisitor | null = null;
/** How far down the page the parts rendered so far in this pass reach, as their stand-ins' heights add up. */
let placed = 0;

/** The visitor of the server render under way, or null (always null in the browser). */
export const renderVisitor = (): RenderVisitor | null => current;

/** Runs one synchronous render pass for `visitor`. */
export function renderingFor<T>(visitor: RenderVisitor, render: () => T): T {
  current = visitor;
  placed = 0;
  try {
    return render();
  } finally {
    current = null;
  }
}

/**
 * In a server render, whether a part of the page `height` px high, placed after the ones before it, starts within
 * the first screen; null in the browser, which knows where its parts are.
 */
export function startsOnFirstScreen(height: number): boolean | null {
  if (!current) return null;
  const top = placed;
  placed += height;
  return top < current.viewportHeight;
}

/** The site's address as the visitor reaches it: on the server, the visitor's request's. */
export const siteOrigin = (): string => current?.origin ?? window.location.origin;

import type { ScreenPath } from '@school-ops/shared';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { sessionsHeading } from '../features/sessions/heading.ts';
import type { GlobalFilter } from '../lib/filter.ts';
import { PlainShell } from './shell/PlainShell.tsx';

/**
 * The screens whose largest paint the entry can draw itself, as plain elements before the app's code is
 * requested (decision 0012, generalised by 0037): the heading, from what the entry knows. /sessions, the page staff
 * open most (on phones), is one; a screen added here needs its heading row in `plain-shell.css` to match the
 * page's, and the first-paint e2e spec to hold it in place.
 */
const HEADINGS: Partial<Record<ScreenPath, (filter: GlobalFilter) => string>> = {
  '/sessions': (filter) => sessionsHeading(filter.date),
};

export const hasFirstPaint = (path: ScreenPath) => path in HEADINGS;

/**
 * Paints the bar and the screen's heading at once, synchronously; the app then renders over it in place
 * (full-app.tsx). The entry starts requests after that paint, so that they do not share the phone's connection
 * with it.
 */
export function paintFirst(root: Root, path: ScreenPath, filter: GlobalFilter) {
  const heading = HEADINGS[path];
  if (!heading) return;
  flushSync(() =>
    root.render(
      <PlainShell signedIn>
        <div className="so-page-heading">
          <h1>{heading(filter)}</h1>
        </div>
      </PlainShell>,
    ),
  );
}

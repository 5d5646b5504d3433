import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { sessionsHeading } from '../features/sessions/heading.ts';
import { PlainShell } from './shell/PlainShell.tsx';

/**
 * A signed-in load of /sessions, the page staff open most (on phones): the bar and the page's heading, its
 * largest paint, as plain elements from the entry, on screen before the app's code (~210 KB gzipped, seconds
 * on a phone's connection) is requested. The app then renders over it in place (full-app.tsx).
 */
export function paintSessionsFirst(root: Root, date: string) {
  flushSync(() =>
    root.render(
      <PlainShell signedIn>
        <div className="so-page-heading">
          <h1>{sessionsHeading(date)}</h1>
        </div>
      </PlainShell>,
    ),
  );
}

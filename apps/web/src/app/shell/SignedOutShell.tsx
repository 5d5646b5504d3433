import type { ReactNode } from 'react';
import './signed-out-shell.css';

/**
 * AppShell as a signed-out visitor sees it, for the sign-in page that renders before the router and MUI load:
 * plain elements and links (a full load, which a signed-out visitor's next page needs anyway), styled in
 * signed-out-shell.css to look as AppShell does, so that the app replaces it without a visible change.
 */
export function SignedOutShell({ children }: { children: ReactNode }) {
  return (
    <div className="so-frame">
      <header className="so-bar">
        <div className="so-toolbar">
          <a className="so-bar__title" href="/">
            School Ops
          </a>
          <div className="so-grow" />
          <a className="so-bar__button" href="/login">
            Login
          </a>
        </div>
      </header>
      <div className="so-body">
        <main className="so-main">{children}</main>
      </div>
    </div>
  );
}

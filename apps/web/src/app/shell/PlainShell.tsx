import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import './plain-shell.css';

/**
 * AppShell as plain elements, for what renders before the router and MUI load: the sign-in page (signed out)
 * and a signed-in phone's first paint of /sessions. Links make a full load; plain-shell.css makes it look as
 * AppShell does, so that the app replaces it without a visible change. Signed in, the bar's menu button, its
 * date button (phones) or row of chips and date (md up), and the wide screen's drawer are space kept for what
 * the app puts there.
 */
export function PlainShell({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="so-frame">
      <header className="so-bar">
        <div className="so-toolbar">
          {signedIn && <div className="so-menu-space" />}
          <a className="so-bar__title" href="/">
            {t('shell.title')}
          </a>
          <div className="so-grow" />
          {signedIn && <div className="so-date-space" />}
          {signedIn ? (
            <a className="so-bar__button so-bar__button--logout" href="/logout">
              {t('shell.logout')}
            </a>
          ) : (
            <a className="so-bar__button" href="/login">
              {t('shell.login')}
            </a>
          )}
          {signedIn && <div className="so-user-space" />}
        </div>
      </header>
      <div className="so-body">
        {signedIn && <div className="so-drawer-space" />}
        <main className="so-main">{children}</main>
      </div>
    </div>
  );
}

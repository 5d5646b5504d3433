import { mayOpen, SCREENS, shortName, type ScreenPath, type UserDto } from '@school-ops/shared';
import type { ParseKeys } from 'i18next';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { sessionsHeading } from '../features/sessions/heading.ts';
import type { GlobalFilter } from '../lib/filter.ts';
import { i18n } from '../lib/i18n/index.ts';
import { PlainShell } from './shell/PlainShell.tsx';

/**
 * What the entry knows before the app's code arrives: enough to write a screen's heading.
 */
export interface FirstPaintContext {
  filter: GlobalFilter;
  user: UserDto;
}

/**
 * How the page lays out its heading row, each matched by a rule of plain-shell.css: `header` is PageHeader (every
 * list, form and report), `sessions` the sessions list's heading beside its count, `welcome` the home page's
 * greeting.
 */
type HeadingRow = 'header' | 'sessions' | 'welcome';

interface PlainHeading {
  row: HeadingRow;
  text(context: FirstPaintContext): string;
  /** A form's page has its way back to the list above the heading: the entry keeps its space. */
  back?: boolean;
}

const header = (key: ParseKeys): PlainHeading => ({ row: 'header', text: () => i18n.t(key) });
const form = (key: ParseKeys): PlainHeading => ({ ...header(key), back: true });

/**
 * The screens whose heading — their largest paint on a phone — the entry draws itself, as plain elements before
 * the app's code is requested (decision 0012, generalised by 0037 and 0041): every screen whose heading is known
 * from the address, the signed-in person and the global filter. A record's page (a student, a book…) is titled by
 * the record, which only its read can tell. The e2e spec first-paint.spec.ts holds each heading where the page
 * puts it and checks it says the same.
 */
const HEADINGS: Partial<Record<ScreenPath, PlainHeading>> = {
  '/': { row: 'welcome', text: ({ user }) => i18n.t('home.welcome', { name: shortName(user) }) },
  '/sessions': { row: 'sessions', text: ({ filter }) => sessionsHeading(filter.date) },
  '/activities': header('activities.page.title'),
  '/my-pickups': header('pickups.mine.title'),
  '/my-shifts': header('shifts.myShifts.title'),
  '/me': header('me.title'),
  '/sessions/check': header('sessions.check.title'),
  '/pickups': header('pickups.board.title'),
  '/shifts': header('shifts.manage.title'),
  '/shifts/check': header('shifts.partTimers.title'),
  '/shifts/new': form('shifts.form.newTitle'),
  '/shifts/:id': form('shifts.form.editTitle'),
  '/students': header('students.list.title'),
  '/reading': header('journey.overview.title'),
  '/books': header('books.list.title'),
  '/books/new': form('books.page.newTitle'),
  '/spelling-categories': header('spellingCategories.list.title'),
  '/spelling-categories/new': form('spellingCategories.page.newTitle'),
  '/teachers': header('teachers.list.title'),
  '/users': header('users.list.title'),
  '/users/new': form('users.page.newUser'),
  '/links': header('links.title'),
  '/manuals': header('manuals.title'),
  '/imports': header('imports.title'),
  '/settings': header('settings.title'),
  '/audit': header('audit.title'),
  '/reports/hours': header('reports.hoursTitle'),
  '/reports/sessions': header('reports.sessionsTitle'),
};

/** Screens the entry paints a heading for, when this person may open them (else the router sends them on). */
export function hasFirstPaint(path: ScreenPath, user: UserDto | null): boolean {
  if (!user || !(path in HEADINGS)) return false;
  // Someone who must set their credentials is sent to /me/update-credentials, whatever they asked for.
  if (user.shouldSetCredentials) return false;
  const access = SCREENS.find((s) => s.path === path)?.access;
  return access !== undefined && mayOpen(access, user);
}

/**
 * Paints the bar and the screen's heading at once, synchronously; the app then renders over it in place
 * (full-app.tsx). The entry starts requests after that paint, so that they do not share the phone's connection
 * with it.
 */
export function paintFirst(root: Root, path: ScreenPath, context: FirstPaintContext) {
  const heading = HEADINGS[path];
  if (!heading) return;
  flushSync(() =>
    root.render(
      <PlainShell signedIn>
        {heading.back && <div className="so-back-space" />}
        <div className={`so-heading-row so-heading-row--${heading.row}`}>
          <h1>{heading.text(context)}</h1>
        </div>
      </PlainShell>,
    ),
  );
}

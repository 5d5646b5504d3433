import {
  bookLabel,
  displayName,
  mayOpen,
  SCREENS,
  shortName,
  spellingCategoryLabel,
  type ScreenPath,
  type SessionDto,
  type StudentDto,
  type UserDto,
} from '@school-ops/shared';
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
  /** The heading, from what the entry knows; a record's screen has none until its read answers. */
  text?(context: FirstPaintContext): string;
  /** A record's heading, from the `document` of the screen's first read (app/first-reads.ts). */
  record?(document: never): string;
  /** A form's or a record's page has its way back to the list above the heading: the entry keeps its space. */
  back?: boolean;
}

const header = (key: ParseKeys): PlainHeading => ({ row: 'header', text: () => i18n.t(key) });
const form = (key: ParseKeys): PlainHeading => ({ ...header(key), back: true });
const record = <T,>(title: (document: T) => string): PlainHeading => ({
  row: 'header',
  back: true,
  record: title as (document: never) => string,
});

/**
 * The screens whose heading — their largest paint on a phone — the entry draws itself, as plain elements before
 * the app's code is requested (decision 0012, generalised by 0037 and 0041): every screen whose heading is known
 * from the address, the signed-in person and the global filter; and a record's screen (a student, a book…), titled
 * by the record, whose bar the entry paints at once and its heading when the screen's first read answers. The e2e
 * spec first-paint.spec.ts holds each heading where the page puts it and checks it says the same.
 */
const HEADINGS: Partial<Record<ScreenPath, PlainHeading>> = {
  '/': { row: 'welcome', text: ({ user }) => i18n.t('home.welcome', { name: shortName(user) }) },
  '/sessions': { row: 'sessions', text: ({ filter }) => sessionsHeading(filter.date) },
  '/sessions/:id': record((session: SessionDto) => session.student.name),
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
  '/students/:id': record((student: StudentDto) => student.name),
  '/reading': header('journey.overview.title'),
  '/books': header('books.list.title'),
  '/books/new': form('books.page.newTitle'),
  '/books/:id': record(bookLabel),
  '/spelling-categories': header('spellingCategories.list.title'),
  '/spelling-categories/new': form('spellingCategories.page.newTitle'),
  '/spelling-categories/:id': record(spellingCategoryLabel),
  '/teachers': header('teachers.list.title'),
  '/teachers/:id': record(displayName),
  '/users': header('users.list.title'),
  '/users/new': form('users.page.newUser'),
  '/users/:id': record(displayName),
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
 * with it. A record's screen gets the bar at once and its heading when `paintRecord` has its read.
 */
export function paintFirst(root: Root, path: ScreenPath, context: FirstPaintContext) {
  const heading = HEADINGS[path];
  if (heading) paint(root, heading, heading.text?.(context));
}

/** Whether the screen's heading waits on its first read (a record's name). */
export const waitsForRecord = (path: ScreenPath) => Boolean(HEADINGS[path]?.record);

let appTookOver = false;
/** The app is about to render over the first paint: a record's read answering later must not paint over it. */
export function appTakesOver() {
  appTookOver = true;
}

/** A record's heading from its read's reply (the API's `{ document }`), unless the app is already there. */
export function paintRecord(root: Root, path: ScreenPath, reply: { ok: boolean; parsed: unknown }) {
  const heading = HEADINGS[path];
  const document = (reply.parsed as { document?: unknown } | null)?.document;
  if (appTookOver || !heading?.record || !reply.ok || !document) return;
  paint(root, heading, (heading.record as (document: unknown) => string)(document));
}

function paint(root: Root, heading: PlainHeading, text: string | undefined) {
  flushSync(() =>
    root.render(
      <PlainShell signedIn>
        {heading.back && <div className="so-back-space" />}
        {text !== undefined && (
          <div className={`so-heading-row so-heading-row--${heading.row}`}>
            <h1>{text}</h1>
          </div>
        )}
      </PlainShell>,
    ),
  );
}

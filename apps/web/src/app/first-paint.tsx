import {
  bookLabel,
  displayName,
  initialFilter,
  isManager,
  mayOpen,
  SCREENS,
  schoolToday,
  shortName,
  spellingCategoryLabel,
  type ActivityDto,
  type AvailabilityResponse,
  type ScreenPath,
  type SessionDto,
  type ShiftDto,
  type StudentDto,
  type UserDto,
} from '@school-ops/shared';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { sessionsHeading } from '../features/sessions/heading.ts';
import { ShiftLineWords, submissionClosed } from '../features/shifts/heading.tsx';
import type { GlobalFilter } from '../lib/filter.ts';
import { bannerText } from '../lib/status.ts';
import { i18n } from '../lib/i18n/index.ts';
import { PlainShell } from './shell/PlainShell.tsx';

/**
 * What the entry knows before the app's code arrives: enough to write a screen's heading. `user` is null only
 * on the screens anyone may open (a missing page, a signed-out visitor).
 */
export interface FirstPaintContext {
  filter: GlobalFilter;
  user: UserDto | null;
}

/** The person of a screen that needs one: hasFirstPaint paints those only for someone signed in. */
const signedInUser = ({ user }: FirstPaintContext) => user!;

/**
 * How the page lays out its heading row, each matched by a rule of plain-shell.css: `header` is PageHeader (every
 * list, form and report), `sessions` the sessions list's heading beside its count, `welcome` the home page's
 * greeting, `status` the centred heading of a missing page, a forbidden one and an expired sign-in.
 */
type HeadingRow = 'header' | 'sessions' | 'welcome' | 'status';

/**
 * The paragraph a page puts right below its heading (an intro, a form's help, who is signed in), when its words
 * are known without data: a Typography body1, mb 2.
 */
type PlainIntro = (context: FirstPaintContext) => ReactNode;

/**
 * What PageHeader's row holds beside the heading, as space kept for it (the paragraph below starts where the row
 * ends, and the row wraps on a phone): `month` a MonthPicker, `month-school` a MonthPicker and a school select.
 */
type Beside = 'month' | 'month-school';

interface PlainHeading {
  row: HeadingRow;
  /** The heading, from what the entry knows; a record's screen has none until its read answers. */
  text?(context: FirstPaintContext): string;
  intro?: PlainIntro;
  /** A note in an info Alert right below the heading (in place of a paragraph), in words known without data. */
  note?: (context: FirstPaintContext) => PlainNoteWords;
  /**
   * A banner the page puts right below its heading row when its first read says so (a closed submission), from
   * that read's reply: painted when it answers, if the app is not there yet.
   */
  readNote?(reply: never): PlainNoteWords | null;
  beside?: Beside;
  /** The page signs its visitor out (an expired sign-in): the bar is the signed-out one, whoever arrives. */
  signsOut?: boolean;
  /** A record's heading, from the `document` of the screen's first read (app/first-reads.ts). */
  record?(document: never): string;
  /** The paragraph below a heading of fixed words that says which record the page is about, from that read. */
  recordIntro?(document: never): ReactNode;
  /** A form's or a record's page has its way back to the list above the heading: the entry keeps its space. */
  back?: boolean;
  /**
   * The one way on from a status page (a contained Button linking on), painted as a plain link: a signed-out
   * visitor's status page is complete without the app (main.tsx).
   */
  action?: { key: ParseKeys; href: string };
}

const header = (key: ParseKeys, more?: Partial<PlainHeading>): PlainHeading => ({
  row: 'header',
  text: () => i18n.t(key),
  ...more,
});
const form = (key: ParseKeys, more?: Partial<PlainHeading>): PlainHeading => ({ ...header(key, more), back: true });
const status = (key: ParseKeys, more?: Partial<PlainHeading>): PlainHeading => ({
  row: 'status',
  text: () => i18n.t(key),
  ...more,
});
/** The words of a note in an Alert, its severity, and whether it is a StatusBanner (margins of its own). */
interface PlainNoteWords {
  severity: 'info' | 'warning';
  text: string;
  banner?: boolean;
}
/** A note of fixed words in an info Alert, from the catalog. */
const infoNote = (key: ParseKeys) => (): PlainNoteWords => ({ severity: 'info', text: i18n.t(key) });
/** A paragraph of fixed words, from the catalog. */
const help =
  (key: ParseKeys): PlainIntro =>
  () =>
    i18n.t(key);
/** MePage's line below its heading: who is signed in, as the bar's person. */
const personLine: PlainIntro = (c) => {
  const user = signedInUser(c);
  return (
    <>
      {displayName(user)} · {i18n.t('me.username')} <strong>{user.username}</strong> · {i18n.t('me.smsId')}{' '}
      <strong>{user.smsId}</strong>
    </>
  );
};
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
 * spec first-paint.spec.ts holds each heading where the page puts it and checks it says the same. A screen whose
 * page puts a paragraph of known words right below its heading (an intro, a form's help, a note in an Alert) names
 * it too, and a shift's page the line its read gives: on a phone that paragraph, not the heading, is often the
 * largest paint.
 */
const HEADINGS: Partial<Record<ScreenPath, PlainHeading>> = {
  '/': { row: 'welcome', text: (c) => i18n.t('home.welcome', { name: shortName(signedInUser(c)) }) },
  '/sessions': { row: 'sessions', text: ({ filter }) => sessionsHeading(filter.date) },
  '/sessions/:id': record((session: SessionDto) => session.student.name),
  '/activities': header('activities.page.title'),
  '/activities/:id/photos': record((activity: ActivityDto) =>
    i18n.t('activities.photos.title', { className: activity.className }),
  ),
  '/my-pickups': header('pickups.mine.title'),
  '/my-shifts': header('shifts.myShifts.title', {
    beside: 'month',
    readNote: (reply: AvailabilityResponse) => {
      const closed = submissionClosed(reply.canSubmit);
      return closed === null ? null : { severity: 'warning', text: bannerText('warning', closed), banner: true };
    },
  }),
  '/me': header('me.title', { intro: personLine }),
  '/me/update-credentials': header('me.updateTitle', { intro: personLine }),
  '/sessions/check': header('sessions.check.title'),
  '/pickups': header('pickups.board.title'),
  '/shifts': header('shifts.manage.title'),
  '/shifts/check': header('shifts.partTimers.title'),
  '/shifts/new': form('shifts.form.newTitle'),
  '/shifts/:id': form('shifts.form.editTitle', { recordIntro: (shift: ShiftDto) => <ShiftLineWords shift={shift} /> }),
  '/students': header('students.list.title', { intro: help('students.list.intro') }),
  '/students/:id': record((student: StudentDto) => student.name),
  '/reading': header('journey.overview.title'),
  '/books': header('books.list.title'),
  '/books/new': form('books.page.newTitle', { intro: help('books.page.newHelp') }),
  '/books/:id': record(bookLabel),
  '/spelling-categories': header('spellingCategories.list.title'),
  '/spelling-categories/new': form('spellingCategories.page.newTitle'),
  '/spelling-categories/:id': record(spellingCategoryLabel),
  '/teachers': header('teachers.list.title'),
  '/teachers/:id': record(displayName),
  '/users': header('users.list.title'),
  '/users/new': form('users.page.newUser'),
  '/users/:id': record(displayName),
  '/links': header('links.title', { intro: help('links.intro') }),
  '/manuals': header('manuals.title', { note: infoNote('manuals.note') }),
  '/imports': header('imports.title', { intro: help('imports.intro') }),
  '/settings': header('settings.title'),
  '/audit': header('audit.title'),
  '/reports/hours': header('reports.hoursTitle', {
    beside: 'month',
    intro: (c) => i18n.t(isManager(signedInUser(c)) ? 'reports.hoursIntro' : 'reports.hoursIntroReadOnly'),
  }),
  '/reports/sessions': header('reports.sessionsTitle', {
    beside: 'month-school',
    intro: help('reports.sessionsIntro'),
  }),
  // Anyone's: a signed-out visitor gets them too (main.tsx).
  '/not-found': status('status.pageNotFound', { action: { key: 'errorPage.goHome', href: '/' } }),
  '/unauthorized': status('errorPage.unauthorized', { action: { key: 'errorPage.goHome', href: '/' } }),
  '/logout/expired': status('status.sessionExpired', {
    signsOut: true,
    action: { key: 'signIn.title', href: '/login' },
  }),
};

/**
 * Screens the entry paints a heading for, when this person may open them (else the router sends them on): a
 * screen anyone may open, for anyone signed in or not.
 */
export function hasFirstPaint(path: ScreenPath, user: UserDto | null): boolean {
  const access = SCREENS.find((s) => s.path === path)?.access;
  if (!access || !(path in HEADINGS)) return false;
  if ('anyone' in access) return true;
  if (!user) return false;
  // Someone who must set their credentials is sent to /me/update-credentials, whatever they asked for (and someone
  // who need not, from there home: main.tsx).
  if (user.shouldSetCredentials) return path === '/me/update-credentials';
  return mayOpen(access, user);
}

/**
 * Paints the bar and the screen's heading at once, synchronously; the app then renders over it in place
 * (full-app.tsx). The entry starts requests after that paint, so that they do not share the phone's connection
 * with it. A record's screen gets the bar at once and its heading when `paintRecord` has its read.
 */
export function paintFirst(root: Root, path: ScreenPath, context: FirstPaintContext) {
  const heading = HEADINGS[path];
  if (heading) {
    const words = { text: heading.text?.(context), intro: heading.intro?.(context), note: heading.note?.(context) };
    paint(root, heading, words, context.user !== null);
  }
}

/** Whether the screen's heading, or the paragraph below it, waits on its first read (a record's name). */
export const waitsForRecord = (path: ScreenPath) => Boolean(HEADINGS[path]?.record ?? HEADINGS[path]?.recordIntro);

/** A first read's reply, as the entry's early fetch gives it (lib/api-client.ts fetchEarly). */
interface FirstReply {
  ok: boolean;
  parsed: unknown;
}

let appTookOver = false;
/**
 * The app is about to render over the first paint, or the server's page has replaced it (decision 0054): a read
 * answering later must not paint over either.
 */
export function appTakesOver() {
  appTookOver = true;
}

/**
 * A record's heading, or the paragraph below its heading, from its read's reply (the API's `{ document }`),
 * unless the app is already there.
 */
export function paintRecord(root: Root, path: ScreenPath, reply: FirstReply, context: FirstPaintContext) {
  const heading = HEADINGS[path];
  const document = (reply.parsed as { document?: unknown } | null)?.document;
  if (appTookOver || !heading || !waitsForRecord(path) || !reply.ok || !document) return;
  const of = <T,>(part: ((document: never) => T) | undefined) =>
    (part as ((document: unknown) => T) | undefined)?.(document);
  paint(root, heading, { text: of(heading.record) ?? heading.text?.(context), intro: of(heading.recordIntro) }, true);
}

/**
 * A banner below the heading from the screen's first read (the API's reply), unless the app is already there or
 * the reply asks for none.
 */
export function paintRead(root: Root, path: ScreenPath, reply: FirstReply, context: FirstPaintContext) {
  const heading = HEADINGS[path];
  if (appTookOver || !heading?.readNote || !reply.ok || !reply.parsed) return;
  const note = (heading.readNote as (reply: unknown) => PlainNoteWords | null)(reply.parsed);
  if (!note) return;
  paint(root, heading, { text: heading.text?.(context), intro: heading.intro?.(context), note }, context.user !== null);
}

/** What a first paint writes: the heading's words, and the paragraph or the note below it. */
interface PaintedWords {
  text: string | undefined;
  intro?: ReactNode;
  note?: PlainNoteWords | null;
}

function paint(root: Root, heading: PlainHeading, words: PaintedWords, signedIn: boolean) {
  flushSync(() => root.render(<PlainPage heading={heading} words={words} signedIn={signedIn} />));
}

/** A first paint: the bar, and the screen's heading row with what is known to go below it. */
function PlainPage({ heading, words: { text, intro, note }, signedIn }: PaintedPage) {
  return (
    <PlainShell signedIn={signedIn && !heading.signsOut}>
      {heading.back && <div className="so-back-space" />}
      {text !== undefined && (
        <div className={`so-heading-row so-heading-row--${heading.row}`}>
          <h1>{text}</h1>
          {heading.beside && <Beside kind={heading.beside} />}
          {heading.action && (
            <a className="so-button so-button--medium" href={heading.action.href}>
              {i18n.t(heading.action.key)}
            </a>
          )}
        </div>
      )}
      {text !== undefined && intro != null && <p className="so-intro">{intro}</p>}
      {text !== undefined && note && <PlainNote {...note} />}
    </PlainShell>
  );
}

interface PaintedPage {
  heading: PlainHeading;
  words: PaintedWords;
  signedIn: boolean;
}

/**
 * The screens whose first paint is their whole page for a signed-out visitor (a missing page, a forbidden one, an
 * expired sign-in): a heading and a link on, in words known without data. Rendered into index.html by the build
 * (decision 0062), where the first-paint loader shows them with no app code at all.
 */
export const SIGNED_OUT_PAGES = SCREENS.filter((s) => 'anyone' in s.access && HEADINGS[s.path]?.text).map(
  (s) => s.path,
);

/** A signed-out visitor's page at one of SIGNED_OUT_PAGES, in the current language. */
export function signedOutPage(path: ScreenPath): ReactNode {
  const heading = HEADINGS[path];
  if (!heading?.text) throw new Error(`${path} has no page of its own for a signed-out visitor`);
  // Nobody is signed in, and the filter is the device's first (a status page's words take nothing from it).
  const context: FirstPaintContext = { filter: initialFilter(schoolToday()), user: null };
  return <PlainPage heading={heading} words={{ text: heading.text(context) }} signedIn={false} />;
}

/** MUI's Alert (standard), as plain-shell.css draws it: its severity's outlined icon, then the note. */
function PlainNote({ severity, text, banner }: PlainNoteWords) {
  return (
    <div className={`so-alert so-alert--${severity}${banner ? ' so-alert--banner' : ''}`}>
      <div className="so-alert__icon">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={ALERT_ICONS[severity]} />
        </svg>
      </div>
      <div className="so-alert__message">{text}</div>
    </div>
  );
}
/** The paths of MUI's InfoOutlined and ReportProblemOutlined icons, the info and warning Alerts'. */
const ALERT_ICONS = {
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z',
  warning: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
};

/** The space of what PageHeader's row holds beside the heading (sizes fixed by MonthPicker and the select). */
function Beside({ kind }: { kind: Beside }) {
  const month = <div className="so-month-space" />;
  if (kind === 'month') return month;
  return (
    <div className="so-beside">
      {month}
      <div className="so-select-space" />
    </div>
  );
}

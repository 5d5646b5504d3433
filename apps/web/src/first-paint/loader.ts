import { JWT_STORAGE_KEY } from '../../../../packages/shared/src/constants.ts';
import { LIVE_POSITION_HEADER } from '../../../../packages/shared/src/live.ts';
import type { FirstPaintPage } from '../../../../packages/shared/src/schemas/first-paint.ts';
import { signedOutLanguage } from '../lib/sign-in-language.ts';
import { FILTER_KEY, USER_KEY } from '../lib/storage-keys.ts';

/*
 * The page's first script, inlined in index.html by the build (first-paint-loader.ts beside vite.config.ts,
 * decision 0052). For someone signed in it asks the server for the page as the app renders it
 * (GET /api/first-paint). On a cold visit it shows it, then starts the app's code, which hydrates it in place; on
 * a visit the service worker answers from the device (decision 0054) it starts the app's code at once, and the
 * entry shows the page if it answers before the app renders. Signed out, it starts the app's code at once. It
 * imports nothing at run time: a few hundred bytes that need no request of their own.
 */

/** The app's entry and the modules it imports, as the build wrote them into index.html. */
export interface AppScripts {
  entry: string;
  preload: string[];
}

/** The id of the style element holding the CSS of the server's page (read again by the app: full-app.tsx). */
export const SERVER_STYLES_ID = 'server-paint-styles';

/** What the app finds of the server's paint (main.tsx, full-app.tsx): the data the page was rendered with. */
export interface ServerPaint {
  /** The address it was rendered for. */
  at: string;
  state: unknown;
  /** Where the live stream stood when the server began reading it (x-live-id), if it said. */
  position: string | null;
  /** Gives the page back to the person once the app has taken it over (lib/app-ready.tsx). */
  release(): void;
}

/** The server's answer: its page, and where the live stream stood when it began reading. */
export interface ServerAnswer {
  page: FirstPaintPage;
  position: string | null;
}

declare global {
  interface Window {
    __serverPaint?: ServerPaint;
    /** A warm visit's ask for the server's page, for the entry to show if it comes first (main.tsx). */
    __serverPage?: Promise<ServerAnswer | null>;
    /** True while the server's page is asked for: the page is not yet what it will be. */
    __askingServer?: boolean;
    /** The sign-in page from the HTML, on screen for the app to hydrate (app/sign-in-app.tsx). */
    __signInShown?: SignInShown;
  }
}

/** The sign-in page the loader showed: its language, and what gives the page to the app once hydrated. */
export interface SignInShown {
  language: string;
  release(): void;
}

/** The id of index.html's template holding a signed-out visitor's page at a path, in a language (html-pages.ts). */
export const htmlPageId = (path: string, language: string) => `page:${path}:${language}`;

/** How long the server's page is waited for before the app's code starts anyway (the app then paints itself). */
export const SERVER_PAINT_WAIT_MS = 4000;

/** Screens the server does not render: the sign-in page and signing out. */
const APP_ONLY = /^\/(login|logout)(\/|$)/;

/** The address of the server's first paint of this page, with the viewport and the device's list filter. */
export function firstPaintUrl(location: Pick<Location, 'pathname' | 'search'>, storage: Storage, view: Viewport) {
  const query = new URLSearchParams({
    path: location.pathname,
    search: location.search,
    width: String(Math.round(view.width)),
    height: String(Math.round(view.height)),
    fieldSizing: view.fieldSizing ? '1' : '0',
  });
  try {
    const kept = JSON.parse(storage.getItem(FILTER_KEY) ?? '{}') as Record<string, unknown>;
    const fields = { school: kept.schoolName, class: kept.className, date: kept.date, chosenOn: kept.chosenOn };
    for (const [name, value] of Object.entries(fields)) if (typeof value === 'string') query.set(name, value);
  } catch {
    // A filter that cannot be read is the server's default (the first school, today).
  }
  return `/api/first-paint?${query}`;
}

/** What the page renders from of the browser: its window's size, and whether textareas size to their text. */
interface Viewport {
  width: number;
  height: number;
  fieldSizing: boolean;
}

/** Whether to ask the server for the page: signed in, on a screen it renders. */
export function asksServer(pathname: string, storage: Storage): boolean {
  return !APP_ONLY.test(pathname) && signedIn(storage);
}

/** Someone is signed in on this device: the app's token and person are both kept (lib/auth.ts reads them so). */
const signedIn = (storage: Storage) => !!storage.getItem(JWT_STORAGE_KEY) && !!storage.getItem(USER_KEY);

/**
 * Until the app has taken the server's page over, nothing on it answers: a tap would be lost and typing would go
 * into a field the app then renders anew. So the page holds them: typing is refused, and the last tap is kept and
 * tapped again once the app is there (`release`). `typing: true` lets typing through, for a form that takes what
 * its fields hold when the app comes (the sign-in page's); a submit is still held, as the app must send it.
 */
export function holdInput(doc: Document = document, { typing = false } = {}): () => void {
  let tapped: HTMLElement | null = null;
  const hold = (e: Event) => {
    e.preventDefault();
    e.stopImmediatePropagation();
  };
  const tap = (e: Event) => {
    hold(e);
    tapped = e.target instanceof HTMLElement ? e.target : null;
  };
  // Tab still moves between fields.
  const key = (e: KeyboardEvent) => e.key !== 'Tab' && hold(e);
  const typingHeld: [string, (e: never) => void][] = [
    ['keydown', key],
    ['beforeinput', hold],
    ['paste', hold],
    ['drop', hold],
  ];
  const held: [string, (e: never) => void][] = [['click', tap], ['submit', hold], ...(typing ? [] : typingHeld)];
  for (const [type, listener] of held) doc.addEventListener(type, listener as EventListener, true);
  return () => {
    for (const [type, listener] of held) doc.removeEventListener(type, listener as EventListener, true);
    if (tapped?.isConnected) tapped.click();
    tapped = null;
  };
}

/** Shows the server's page in place of the loading shell: its CSS first, then its HTML. */
export function showPage(page: FirstPaintPage, at: string, position: string | null, doc: Document = document) {
  const style = doc.createElement('style');
  style.id = SERVER_STYLES_ID;
  style.textContent = page.css;
  doc.head.append(style);
  doc.getElementById('root')!.innerHTML = page.html;
  doc.documentElement.lang = page.language;
  window.__serverPaint = { at, state: page.state, position, release: holdInput(doc) };
}

/**
 * The page index.html may hold for a signed-out visitor at this address (decision 0062): a status page, or the
 * sign-in page, which the home page shows too (main.tsx then moves to /login). Null for someone signed in.
 */
export function htmlPagePath(pathname: string, storage: Storage): string | null {
  if (signedIn(storage)) return null;
  return pathname === '/' ? '/login' : pathname;
}

/**
 * Shows the page index.html holds for this path in the visitor's language, before any of the app's code (decision
 * 0062): the page's first and largest paint is the HTML's. Its language, or null when the build holds no such page.
 */
export function showHtmlPage(pagePath: string, doc: Document = document, storage: Storage = localStorage) {
  const language = signedOutLanguage(storage);
  const template = doc.getElementById(htmlPageId(pagePath, language));
  if (!(template instanceof HTMLTemplateElement)) return null;
  doc.getElementById('root')!.replaceChildren(template.content.cloneNode(true));
  doc.documentElement.lang = language;
  return language;
}

/**
 * The sign-in page shown from the HTML, for the app to hydrate: typing goes into its fields meanwhile (the form
 * takes what they hold), a tap is kept until the app is there.
 */
function offerSignIn(language: string, doc: Document = document) {
  window.__signInShown = { language, release: holdInput(doc, { typing: true }) };
}

/**
 * Runs `then` once the document is parsed: the loader runs in the head, and the app and the server's page both go
 * into the body's #root.
 */
function whenParsed(then: () => void) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', then, { once: true });
  else then();
}

/**
 * Runs `then` once the document and its stylesheet have loaded: where the app's code started when the loader was
 * the body's last script. Earlier, a signed-out visit's code would share a phone's link with the stylesheet that
 * its first paint waits for.
 */
function whenLoaded(then: () => void) {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
}

/**
 * The installable app's service worker, which the app registers on every other page (lib/service-worker.ts): a page
 * that runs none of the app's code registers it here, so that its next visit, and the app, open from the device.
 */
function registerWorker() {
  navigator.serviceWorker?.register('/sw.js', { scope: '/' }).catch(() => undefined);
}

/** Starts the app's code: its modules are fetched side by side, then the entry runs. */
function startApp({ entry, preload }: AppScripts) {
  for (const href of preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.head.append(script);
}

/**
 * After the next paint: what was just shown is on screen before the app's code is asked for. A tab in the
 * background paints no frame: there the code starts a moment later anyway.
 */
const afterPaint = (then: () => void) => {
  requestAnimationFrame(() => setTimeout(then, 0));
  setTimeout(then, 250);
};

/** Asks the server for this page: its answer, or null when it renders nothing or cannot be reached. */
function askServer(): Promise<ServerAnswer | null> {
  const token = localStorage.getItem(JWT_STORAGE_KEY);
  const view = { width: innerWidth, height: innerHeight, fieldSizing: CSS.supports('field-sizing', 'content') };
  return fetch(firstPaintUrl(location, localStorage, view), {
    headers: { accept: 'application/json', authorization: `Bearer ${token}` },
  })
    .then(async (res) =>
      res.status === 200
        ? { page: (await res.json()) as FirstPaintPage, position: res.headers.get(LIVE_POSITION_HEADER) }
        : null,
    )
    .catch(() => null);
}

export function load(scripts: AppScripts) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    whenParsed(() => startApp(scripts));
  };
  const { pathname, search } = location;
  const pagePath = htmlPagePath(pathname, localStorage);
  if (pagePath)
    return whenParsed(() => {
      const language = showHtmlPage(pagePath);
      // A status page is whole as the HTML has it: its one way on is a link to a page of its own.
      if (language && pagePath !== '/login') return whenLoaded(registerWorker);
      if (language) offerSignIn(language);
      whenLoaded(start);
    });
  if (!asksServer(pathname, localStorage)) return whenLoaded(start);
  window.__askingServer = true;
  const answer = askServer();
  if (navigator.serviceWorker?.controller) {
    // The app's code is on the device and shares no link with the page: it starts at once, and the entry shows
    // the page if it answers before the app's first render (decision 0054).
    window.__serverPage = answer;
    return start();
  }
  // The page and the app's code would share a phone's slow link: the code waits for the page, or for this long.
  const enough = setTimeout(start, SERVER_PAINT_WAIT_MS);
  void answer
    .then((shown) => {
      if (shown && !started) whenParsed(() => showPage(shown.page, pathname + search, shown.position));
    })
    .catch(() => undefined)
    .finally(() => {
      window.__askingServer = false;
      clearTimeout(enough);
      afterPaint(start);
    });
}

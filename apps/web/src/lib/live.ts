import { LIVE_KINDS, LIVE_RESYNC, type LiveEvent, type LiveKind } from '@school-ops/shared';
import { EventSource } from 'eventsource';
import { signedFetch } from './api-client.ts';
import { liveStore } from './live-state.ts';
import { readsMayHaveMissed } from './read-positions.ts';

const state = () => liveStore.get();
const setState = liveStore.set;

/*
 * The signed-in tab's live stream (decision 0030): GET /api/events through a maintained EventSource client that
 * takes our fetch (the token in the header, never the address), reconnects and resumes with Last-Event-ID.
 */

export interface LiveHandlers {
  /** Something of this kind changed. */
  onChange(event: LiveEvent): void;
  /**
   * Changes may have been missed (a fresh stream, another server, a restart, a long gap): refetch what is shown.
   */
  onResync(): void;
  /** Whether the screen shows data kept from an earlier visit (restored from the device), not read by this page. */
  showsKeptData(): boolean;
}

const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/** Opens the stream and keeps it open (reopening after failures) until the returned close is called. */
export function connectLive(handlers: LiveHandlers, url = '/api/events'): () => void {
  let source: EventSource | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let closed = false;
  let lastEventId: string | undefined;
  // Until the first 'ready', what is on screen was loaded just now.
  setState({ status: 'connecting', since: state().since ?? Date.now() });

  const open = () => {
    const s = new EventSource(url, {
      // The client sends Last-Event-ID itself within one connection; across our own reopenings we send it.
      fetch: (input, init) =>
        signedFetch(input, {
          ...init,
          headers: { ...init?.headers, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
        }),
    });
    source = s;
    const seen = (e: MessageEvent) => {
      if (e.lastEventId) lastEventId = e.lastEventId;
      failures = 0;
      setState({ status: 'live', since: Date.now() });
    };
    // 'ready' starts a stream that resumes nothing: what the screen loaded before it may have changed unseen
    // in between (a page's first data comes before its stream opens), so it is fetched once more, unless every
    // read of the page began where this stream starts and nothing shown was kept from an earlier visit.
    s.addEventListener('ready', (e) => {
      seen(e);
      const { id } = JSON.parse(e.data as string) as { id: string };
      if (readsMayHaveMissed(id) || handlers.showsKeptData()) handlers.onResync();
    });
    s.addEventListener(LIVE_RESYNC, (e) => {
      seen(e);
      handlers.onResync();
    });
    for (const kind of LIVE_KINDS) {
      s.addEventListener(kind, (e) => {
        seen(e);
        const event = JSON.parse(e.data as string) as LiveEvent;
        handlers.onChange({ ...event, kind: kind as LiveKind });
      });
    }
    // Open again: a resumed stream replays what it missed, or says resync.
    s.onopen = () => {
      failures = 0;
      setState({ status: 'live', since: Date.now() });
    };
    s.onerror = () => {
      if (closed) return;
      // The screen's data was current until the moment the stream dropped.
      setState({ status: 'down', since: state().status === 'live' ? Date.now() : state().since });
      // The client retries a dropped connection itself; a refused one (401, 422, 503) it gives up on.
      if (s.readyState !== EventSource.CLOSED) return;
      s.close();
      retry = setTimeout(open, RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]);
    };
  };
  open();

  return () => {
    closed = true;
    clearTimeout(retry);
    source?.close();
    setState({ status: 'connecting', since: null });
  };
}

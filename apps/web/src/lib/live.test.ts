import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from './auth.ts';
import { liveStore } from './live-state.ts';
import { readBegun, resetReadPositions } from './read-positions.ts';
import type * as LiveModule from './live.ts';
import { aUser } from '../test/users.ts';

const { connectLive } = await vi.importActual<typeof LiveModule>('./live.ts');

/** A response as GET /api/events sends it: the given SSE text, then the stream stays open. */
function streamOf(text: string) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}

describe('the live stream client', () => {
  const calls: { url: string; headers: Headers }[] = [];
  let close: (() => void) | undefined;

  beforeEach(() => {
    calls.length = 0;
    resetReadPositions();
    authStore.login(aUser({ name: 'Tess Teacher' }), 'the-token');
  });
  afterEach(() => {
    close?.();
    vi.useRealTimers();
  });

  const reply = (answer: () => Response) => {
    globalThis.fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(url), headers: new Headers(init?.headers) });
      return answer();
    }) as typeof fetch;
  };

  it('sends the token in the Authorization header, never in the address, and hands over each change', async () => {
    const event = { id: 'a1-2', kind: 'pickup', ids: ['p1'], days: ['2026-11-24'], schools: ['Ikejiri'] };
    reply(() =>
      streamOf(
        `retry: 2000\n\nid: a1-1\nevent: ready\ndata: {"id":"a1-1"}\n\n: heartbeat\n\n` +
          `id: a1-2\nevent: pickup\ndata: ${JSON.stringify(event)}\n\n`,
      ),
    );
    const onChange = vi.fn();
    const onResync = vi.fn();
    // The page's read began before the change the stream starts after.
    readBegun()('a1-0');
    close = connectLive({ onChange, onResync, showsKeptData: () => false });
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(event));
    // A fresh stream: what the screen loaded before it opened is fetched once more.
    expect(onResync).toHaveBeenCalledTimes(1);
    expect(calls[0]!.url).toMatch(/\/api\/events$/);
    expect(calls[0]!.url).not.toContain('the-token');
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer the-token');
    expect(calls[0]!.headers.get('accept')).toBe('text/event-stream');
    expect(liveStore.get().status).toBe('live');
  });

  it('says it is down when the server refuses, keeps the time its data dates from, and tries again', async () => {
    reply(() => streamOf('id: b-1\nevent: ready\ndata: {"id":"b-1"}\n\n'));
    const onResync = vi.fn();
    const handlers = { onChange: vi.fn(), onResync, showsKeptData: () => false };
    readBegun()(null);
    close = connectLive(handlers);
    await vi.waitFor(() => expect(liveStore.get().status).toBe('live'));
    close();

    reply(() => new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } }));
    close = connectLive(handlers);
    await vi.waitFor(() => expect(liveStore.get().status).toBe('down'));
    expect(liveStore.get().since).toEqual(expect.any(Number));
    // The next attempt succeeds: open again, and what changed meanwhile is fetched anew.
    reply(() => streamOf('id: b-2\nevent: ready\ndata: {"id":"b-2"}\n\n'));
    await vi.waitFor(() => expect(liveStore.get().status).toBe('live'), { timeout: 3_000 });
    // Once for the first stream (a read without a position came before it), once for the one opened after the
    // failure: a later fresh stream follows a gap, whatever was read.
    await vi.waitFor(() => expect(onResync).toHaveBeenCalledTimes(2));
  });
  describe("the first stream's start", () => {
    const ready = (id: string) => reply(() => streamOf(`id: ${id}\nevent: ready\ndata: {"id":"${id}"}\n\n`));
    const opened = async (showsKeptData = false) => {
      const onResync = vi.fn();
      close = connectLive({ onChange: vi.fn(), onResync, showsKeptData: () => showsKeptData });
      await vi.waitFor(() => expect(liveStore.get().status).toBe('live'));
      return onResync;
    };

    it('reads nothing again when every read of the page began where the stream starts', async () => {
      readBegun()('c-4');
      readBegun()('c-4');
      readBegun()(undefined); // called off: its answer is not shown
      ready('c-4');
      expect(await opened()).not.toHaveBeenCalled();
    });

    it('reads everything again after a read from an earlier point, another server, one still on its way, or kept data', async () => {
      for (const [before, kept] of [
        [['c-3', 'c-4'], false],
        [['d-4'], false],
        [[null], false],
        [['c-4'], true],
      ] as const) {
        resetReadPositions();
        for (const p of before) readBegun()(p);
        ready('c-4');
        expect(await opened(kept)).toHaveBeenCalledTimes(1);
        close?.();
      }
      resetReadPositions();
      readBegun(); // never answered
      ready('c-4');
      expect(await opened()).toHaveBeenCalledTimes(1);
    });
  });
});

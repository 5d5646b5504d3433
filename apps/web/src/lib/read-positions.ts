/**
 * Where the live stream stood when each of this page's reads began (the server's `x-live-id`), until its first
 * stream opens. If every read began at the point that stream starts from and none is still on its way, the screen
 * missed nothing: the stream's first 'ready' need not read everything again, which on a phone cost every data
 * screen a second download, parse and comparison of its lists (issue 23).
 */
let inFlight = 0;
let streamOpened = false;
const positions = new Set<string>();

/**
 * A read has begun; call the returned function when it ends with its reply's `x-live-id` (null: a reply without
 * one, or none), or undefined when it was called off and its answer is not used.
 */
export function readBegun(): (position: string | null | undefined) => void {
  if (streamOpened) return () => undefined;
  inFlight += 1;
  return (position) => {
    inFlight -= 1;
    if (position !== undefined) positions.add(position ?? '');
  };
}

/**
 * At a stream's first 'ready', which starts from `id`: whether the page's reads may have missed a change. Only the
 * first stream of the page's life can tell; a later fresh stream follows a gap nobody saw.
 */
export function readsMayHaveMissed(id: string): boolean {
  const first = !streamOpened;
  streamOpened = true;
  const current = first && inFlight === 0 && [...positions].every((p) => p === id);
  positions.clear();
  return !current;
}

/**
 * The data of a page the server rendered (decision 0052) was read from where the stream stood when the server began
 * (null: it did not say): its first stream reads everything again unless it starts from there.
 */
export function readOnServer(position: string | null) {
  if (!streamOpened) positions.add(position ?? '');
}

/** On the server, which renders pages for many visitors: no page's reads are followed by a stream there. */
export function followNoReads() {
  streamOpened = true;
}

/** Tests: a page's life begins again. */
export function resetReadPositions() {
  inFlight = 0;
  streamOpened = false;
  positions.clear();
}

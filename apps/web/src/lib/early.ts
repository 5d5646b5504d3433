/*
 * Reads the entry starts for the page it is about to load, before the app's code has arrived (app/first-reads.ts,
 * decision 0037): the page's first request for the same address takes the reply from here instead of asking
 * once the page has rendered (a phone would otherwise wait for the code, then for the data). Kept by address;
 * api-client.ts starts and takes them.
 */

/** A reply older than this is not taken: a page opened later asks the server itself. */
const FRESH_MS = 15_000;
const started = new Map<string, { reply: Promise<unknown>; at: number }>();

export function keepEarly(url: string, reply: Promise<unknown>): void {
  // Handled here too: a read no page takes (the page changed meanwhile) must not report an error.
  reply.catch(() => undefined);
  started.set(url, { reply, at: Date.now() });
}

/** The early reply for `url`, once: later requests (a refetch, another filter) ask the server. */
export function takeEarly<T>(url: string): Promise<T> | undefined {
  const early = started.get(url);
  started.delete(url);
  return early && Date.now() - early.at <= FRESH_MS ? (early.reply as Promise<T>) : undefined;
}

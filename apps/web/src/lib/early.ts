import { api } from './api-client.ts';

/*
 * Requests the entry starts for the page it is about to load, before the app's code has arrived: a page's
 * first query takes its answer from here instead of asking once the page has rendered (a phone would
 * otherwise wait for the code, then for the data).
 */

const started = new Map<string, Promise<unknown>>();

export function fetchEarly(path: string): void {
  const request = api.get(path);
  // Handled here too: a request no page takes (the page changed meanwhile) must not report an error.
  request.catch(() => undefined);
  started.set(path, request);
}

/** The early request for `path`, once: later fetches (a refetch, another filter) ask the server. */
export function takeEarly<T>(path: string): Promise<T> | undefined {
  const request = started.get(path);
  started.delete(path);
  return request as Promise<T> | undefined;
}

import { QUERY_CACHE_KEY } from './auth.ts';

/*
 * The query cache saved on the device between visits (lib/query.ts), read by the entry before the app's code is
 * there: a record's screen paints its heading from the record saved at the last visit (decision 0050). The parse
 * is handed on to the persister, so the saved cache is parsed once whoever reads it first.
 */

/** Saved queries older than this are not restored (nor read by the entry). */
export const SAVED_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Changes when the saved cache's shape does: an older one is dropped. */
export const SAVED_BUSTER = 'v1';

interface Saved {
  timestamp?: number;
  buster?: string;
  clientState?: { queries?: { queryKey?: unknown[]; state?: { data?: unknown } }[] };
}

let parsed: { text: string; value: unknown } | undefined;

/** JSON.parse of the saved cache, taking the entry's parse of the same text if there is one (once). */
export function parseSaved(text: string): unknown {
  const kept = parsed;
  parsed = undefined;
  return kept?.text === text ? kept.value : JSON.parse(text);
}

function readSaved(): Saved | undefined {
  try {
    const text = localStorage.getItem(QUERY_CACHE_KEY);
    if (!text) return undefined;
    const value = JSON.parse(text) as Saved;
    parsed = { text, value };
    const fresh = typeof value.timestamp === 'number' && Date.now() - value.timestamp <= SAVED_MAX_AGE_MS;
    return fresh && value.buster === SAVED_BUSTER ? value : undefined;
  } catch {
    return undefined;
  }
}

type RecordData = { id?: unknown; document?: { id?: unknown } } | null | undefined;

/**
 * The record `id` as its own query (`[kind, id]`) saved it, if the device has it: the record itself, or the
 * `document` of a reply kept whole (a session's, with its live position).
 */
export function savedRecord(id: string): unknown {
  for (const query of readSaved()?.clientState?.queries ?? []) {
    if (query.queryKey?.length !== 2 || query.queryKey[1] !== id) continue;
    const data = query.state?.data as RecordData;
    if (data?.id === id) return data;
    if (data?.document?.id === id) return data.document;
  }
  return undefined;
}

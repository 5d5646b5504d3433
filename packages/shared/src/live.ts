/**
 * The live stream's events (GET /api/events, decision 0030): what changed, never the data itself. The web
 * refetches through the normal endpoints, whose policies decide what the person reads.
 */
export const LIVE_KINDS = ['session', 'student', 'shift', 'pickup', 'activity', 'settings'] as const;
export type LiveKind = (typeof LIVE_KINDS)[number];

/** One event: changes of one kind, gathered over a few milliseconds. */
export interface LiveEvent {
  /** The stream's event id, also sent as the SSE `id:` (Last-Event-ID resumes after it). */
  id: string;
  kind: LiveKind;
  /** The changed records' ids (the setting's key for 'settings'). */
  ids: string[];
  /** School days the changes touch, where the kind has them (YYYY-MM-DD). */
  days?: string[];
  /** Schools the changes touch, where the kind has them. */
  schools?: string[];
  /** Those of `ids` whose record is gone: a screen showing one must not fetch it again (it would 404). */
  deleted?: string[];
}

/** SSE event names besides the kinds: `resync` asks the client to refetch everything it shows. */
export const LIVE_RESYNC = 'resync';

/** The header of every API read naming where the live stream stood when the read began (`<process>-<n>`). */
export const LIVE_POSITION_HEADER = 'x-live-id';

/** How often the server sends a comment line so proxies and the client know the stream is alive. */
export const LIVE_HEARTBEAT_MS = 25_000;

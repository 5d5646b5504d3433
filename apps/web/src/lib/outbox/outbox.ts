import { useSyncExternalStore } from 'react';
import { ApiError, mapFailure, request } from '../api-client.ts';
import { authStore } from '../auth.ts';
import { liveStore } from '../live-state.ts';
import { queryClient } from '../query.ts';
import { changesOf, forget, forgetAllOf, keep, markRefused, type NewChange, type WaitingChange } from './store.ts';

/*
 * Changes that must survive a lost connection (a finished session's form, a pick-up step: issue 20, decision
 * 0031) go through here: kept in IndexedDB first, then sent with their Idempotency-Key; if the network is gone
 * they wait and are sent by themselves, in order, when it returns. Only the signed-in person's changes are ever
 * sent; a sign-in that expired holds them until that person signs in again.
 */

export interface OutboxState {
  /** The signed-in person's waiting changes, oldest first. */
  changes: WaitingChange[];
  /** The change on its way now. */
  sending: number | null;
  /** The server said the sign-in has expired: nothing is sent until the person signs in again. */
  needsSignIn: boolean;
}

let state: OutboxState = { changes: [], sending: null, needsSignIn: false };
const listeners = new Set<() => void>();
const set = (next: Partial<OutboxState>) => {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

export const useOutbox = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );

/** Whether a change of this record waits on the device (its row or card says so). */
export const useWaitingFor = (recordId: string) =>
  useSyncExternalStore(
    subscribe,
    () => state.changes.some((c) => c.recordId === recordId),
    () => false,
  );
export const outboxState = () => state;

const signedInId = () => authStore.get().user?.id;

async function reload() {
  const userId = signedInId();
  set({ changes: userId ? await changesOf(userId) : [] });
}

/** The server's answer to one send, sorted by what the outbox does next. */
type Outcome =
  | { kind: 'taken'; body: unknown }
  | { kind: 'unreachable' }
  | { kind: 'signIn'; status: number; body: unknown }
  | { kind: 'refused'; status: number; body: unknown };

class Answer extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

const codeOf = (body: unknown) => (body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined);

async function deliver(change: WaitingChange): Promise<Outcome> {
  try {
    const body = await request<unknown>(change.method, change.path, {
      body: change.body,
      headers: { 'idempotency-key': change.key },
      redirect: false,
      failure: (status, reply) => new Answer(status, reply),
    });
    return { kind: 'taken', body };
  } catch (err) {
    if (!(err instanceof Answer)) return { kind: 'unreachable' };
    const { status, body } = err;
    if (status === 401 || (status === 422 && codeOf(body) !== 'idempotency.keyReused')) {
      return { kind: 'signIn', status, body };
    }
    // A server that is down, busy or restarting will take the change later, as a missing network would.
    if (status >= 500 || status === 429 || status === 408) return { kind: 'unreachable' };
    return { kind: 'refused', status, body };
  }
}

export type Sent<T> = { queued: false; body: T } | { queued: true };

/**
 * Keeps the change, then sends it unless older ones are still waiting (they go first). Resolves with the
 * server's reply, or `queued` when it waits for the network; a refusal from the server is thrown as the
 * ApiError a form shows, and the change is not kept (the person is looking at the form and can act).
 */
export async function sendOrKeep<T>(change: NewChange): Promise<Sent<T>> {
  const userId = signedInId();
  // Nobody to keep it for: sent as any request (the server answers a signed-out one with 401).
  if (!userId) return { queued: false, body: await request<T>(change.method, change.path, { body: change.body }) };
  const earlier = (await changesOf(userId)).some((c) => !c.refusal);
  const kept = await keep({ ...change, key: crypto.randomUUID(), userId, savedAt: Date.now() });
  await reload();
  if (earlier || state.needsSignIn) {
    void flush();
    return { queued: true };
  }
  set({ sending: kept.seq });
  const outcome = await deliver(kept).finally(() => set({ sending: null }));
  switch (outcome.kind) {
    case 'taken':
      await forget(kept.seq);
      await reload();
      return { queued: false, body: outcome.body as T };
    case 'unreachable':
      return { queued: true };
    case 'signIn':
      set({ needsSignIn: true });
      throw mapFailure(outcome.status, outcome.body);
    case 'refused':
      await forget(kept.seq);
      await reload();
      throw mapFailure(outcome.status, outcome.body, false);
  }
}

// Whoever signs in (again) starts afresh: an expired sign-in no longer holds the changes back, and the list is
// that person's own.
let lastUser = signedInId();
authStore.subscribe(() => {
  const userId = signedInId();
  if (userId === lastUser) return;
  lastUser = userId;
  set({ needsSignIn: false, changes: [] });
});

let flushing: Promise<void> | undefined;

/** Sends the signed-in person's waiting changes, oldest first, until one cannot reach the server. */
export function flush(): Promise<void> {
  flushing ??= run().finally(() => {
    flushing = undefined;
  });
  return flushing;
}

async function run() {
  const userId = signedInId();
  if (!userId || state.needsSignIn) return;
  let taken = 0;
  try {
    for (const change of await changesOf(userId)) {
      if (change.refusal) continue;
      if (signedInId() !== userId) break;
      set({ sending: change.seq });
      const outcome = await deliver(change);
      if (outcome.kind === 'unreachable') break;
      if (outcome.kind === 'signIn') {
        set({ needsSignIn: true });
        break;
      }
      if (outcome.kind === 'taken') {
        taken++;
        await forget(change.seq);
      } else {
        await markRefused(change.seq, { status: outcome.status, body: outcome.body });
      }
      await reload();
    }
  } finally {
    set({ sending: null });
    await reload();
    // What the server now holds replaces what this device showed while the changes waited.
    if (taken > 0) void queryClient.invalidateQueries();
  }
}

/** Sends a change the server refused once more (the person fixed what stood in its way). */
export async function retry(seq: number): Promise<void> {
  await markRefused(seq, undefined);
  await reload();
  await flush();
}

export async function discard(seq: number): Promise<void> {
  await forget(seq);
  await reload();
}

/** How many changes of the signed-in person this device holds (read from the device, not the screen's copy). */
export async function heldBySignedIn(): Promise<number> {
  const userId = signedInId();
  return userId ? (await changesOf(userId)).length : 0;
}

/** A confirmed sign-out: the person's unsent changes are discarded with it. */
export async function discardAllOfSignedIn(): Promise<void> {
  const userId = signedInId();
  if (userId) await forgetAllOf(userId);
  await reload();
}

/** The message a refused change shows: the server's words, in the reader's language. */
export const refusalMessage = (change: WaitingChange) =>
  change.refusal ? mapFailure(change.refusal.status, change.refusal.body, false).message : '';

export const isUnreachable = (err: unknown) => err instanceof ApiError && err.status === 0;

/**
 * While someone is signed in: their waiting changes are listed, and sent whenever the network or the live
 * stream comes back, when the person signs in again, and every 20 seconds while any wait.
 */
export function startOutbox(): () => void {
  const kick = () => void flush();
  const onAuth = () => void reload().then(kick);
  const onLive = () => {
    if (liveStore.get().status === 'live') kick();
  };
  window.addEventListener('online', kick);
  const stopAuth = authStore.subscribe(onAuth);
  const stopLive = liveStore.subscribe(onLive);
  const timer = setInterval(() => {
    if (state.changes.some((c) => !c.refusal) && navigator.onLine) kick();
  }, 20_000);
  void reload().then(kick);
  return () => {
    window.removeEventListener('online', kick);
    stopAuth();
    stopLive();
    clearInterval(timer);
  };
}

import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/* The live stream's state (lib/live.ts), apart from the stream's code so that screens can read it cheaply. */

export interface LiveState {
  /** 'live' while the stream is open; 'down' after it failed, until it is open again. */
  status: 'connecting' | 'live' | 'down';
  /** When the data on screen was last known to be current: the moment the stream last stood open (ms). */
  since: number | null;
}

let state: LiveState = { status: 'connecting', since: null };
const listeners = new Set<() => void>();

export const liveStore = {
  get: () => state,
  set(next: LiveState) {
    state = next;
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** The stream's state, for the indicator and for polling that stands in while it is down. */
export const useLiveState = () => useSyncExternalStore(liveStore.subscribe, liveStore.get, liveStore.get);

const isLive = () => state.status === 'live';

/**
 * Polling that stands in for the live stream only while it is not open (decision 0030). It reads whether the
 * stream is open, not the whole state: the state's time changes with every event. The change re-renders in a
 * transition: it renders the screen using it (a whole list) again, which as a synchronous render was one long
 * task on a phone when the stream opened (issue 23), and polling a few hundred milliseconds later is no loss.
 */
export function useIntervalWhileNotLive(ms: number): number | false {
  const [live, setLive] = useState(isLive);
  useEffect(() => {
    const update = () => startTransition(() => setLive(isLive()));
    update();
    return liveStore.subscribe(update);
  }, []);
  return live ? false : ms;
}

const onlineListeners = (l: () => void) => {
  window.addEventListener('online', l);
  window.addEventListener('offline', l);
  return () => {
    window.removeEventListener('online', l);
    window.removeEventListener('offline', l);
  };
};

/**
 * Whether the device says it has a network. A dropped wifi can leave the live stream looking open for a while (no
 * data, until its heartbeat is missed): the device's own word shows 'offline' at once.
 */
export const useDeviceOnline = () =>
  useSyncExternalStore(
    onlineListeners,
    () => navigator.onLine,
    () => true,
  );

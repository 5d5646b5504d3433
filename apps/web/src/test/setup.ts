// happy-dom has no IndexedDB: the waiting changes of lib/outbox are kept in this in-memory one.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy/waitFor give up after 1 s by default: role queries over a whole screen (a month's calendar) can take
// longer than that alone when CI runs every test file at once on two cores, so a screen that did render failed.
configure({ asyncUtilTimeout: 5_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// The live stream is opened by the signed-in shell: in unit tests it stays closed (no request a test did not
// arrange), except where a test reaches the real one with vi.importActual (lib/live.test.ts).
vi.mock('../lib/live.ts', () => ({ connectLive: vi.fn(() => () => undefined) }));

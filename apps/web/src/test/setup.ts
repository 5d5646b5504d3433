// happy-dom has no IndexedDB: the waiting changes of lib/outbox are kept in this in-memory one.
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// The live stream is opened by the signed-in shell: in unit tests it stays closed (no request a test did not
// arrange), except where a test reaches the real one with vi.importActual (lib/live.test.ts).
vi.mock('../lib/live.ts', () => ({ connectLive: vi.fn(() => () => undefined) }));

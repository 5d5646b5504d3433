import Fastify from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { registerRequestDrain } from './request-drain.ts';

/** An app whose GET /slow runs until release() is called; started resolves when it begins. */
async function slowApp(maxWaitMs?: number) {
  const app = Fastify();
  registerRequestDrain(app, maxWaitMs);
  let release = () => {};
  let begin = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const started = new Promise<void>((resolve) => (begin = resolve));
  const state = { finished: false };
  app.get('/slow', async () => {
    begin();
    await gate;
    state.finished = true;
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, port, release, started, state };
}

/** A client that asks for /slow and hangs up once the handler has begun. */
async function askAndLeave(port: number, started: Promise<void>) {
  const req = http.get(`http://127.0.0.1:${port}/slow`);
  req.on('error', () => {});
  await started;
  req.destroy();
  await sleep(20);
}

describe('closing the app', () => {
  it('waits for a handler whose client has gone', async () => {
    const { app, port, release, started, state } = await slowApp();
    await askAndLeave(port, started);
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await sleep(100);
    expect(closed).toBe(false);
    release();
    await closing;
    expect(state.finished).toBe(true);
  });

  it('does not wait when nothing is running', async () => {
    // Waiting at all would outlast the test's timeout.
    const { app, port } = await slowApp(10 * 60_000);
    const res = await fetch(`http://127.0.0.1:${port}/missing`);
    expect(res.status).toBe(404);
    await app.close();
  });

  it('gives up on a handler that never ends', async () => {
    const { app, port, started, state } = await slowApp(50);
    await askAndLeave(port, started);
    await app.close();
    expect(state.finished).toBe(false);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '../../test/users.ts';
import { ApiError, setNavigator } from '../api-client.ts';
import { authStore } from '../auth.ts';
import { discardAllOfSignedIn, flush, outboxState, retry, sendOrKeep } from './outbox.ts';
import { changesOf, forgetAllOf } from './store.ts';

const ANA = aUser({ id: '00000000-0000-4000-8000-0000000000a1', name: 'Ana Teacher' });
const BEN = aUser({ id: '00000000-0000-4000-8000-0000000000b2', name: 'Ben Teacher' });

const change = (n: number) => ({
  method: 'PATCH' as const,
  path: `/pickups/p${n}/status`,
  body: { status: n },
  recordId: `p${n}`,
  label: { kind: 'pickupStep' as const, status: 'Left school', place: 'Ikejiri', time: '14:00' },
});

type Sent = { url: string; key: string | null; body: unknown };
let sent: Sent[] = [];
/** The network: each call answers with the next of `answers` (a status and body), or fails as a lost connection. */
function network(...answers: ([number, unknown] | 'down')[]) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const headers = new Headers(init?.headers);
    sent.push({ url: String(input), key: headers.get('idempotency-key'), body: JSON.parse(String(init?.body)) });
    const answer = answers.shift() ?? 'down';
    if (answer === 'down') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer[1]), { status: answer[0] });
  });
}

describe('changes that survive a lost connection (issue 20)', () => {
  const navigate = vi.fn();
  setNavigator(navigate);
  beforeEach(() => {
    sent = [];
    authStore.login(ANA, 'ana-token');
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await forgetAllOf(ANA.id);
    await forgetAllOf(BEN.id);
    navigate.mockReset();
  });

  it('sends a change at once with an Idempotency-Key and keeps nothing once the server has it', async () => {
    network([200, { document: { id: 'p1', status: 1 } }]);
    const result = await sendOrKeep(change(1));
    expect(result).toEqual({ queued: false, body: { document: { id: 'p1', status: 1 } } });
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await changesOf(ANA.id)).toEqual([]);
  });

  it('keeps a change made without a network, then sends the waiting ones in order with their own keys', async () => {
    network('down');
    expect(await sendOrKeep(change(1))).toEqual({ queued: true });
    // An older change still waits: the next one goes behind it, not before it.
    expect(await sendOrKeep(change(2))).toEqual({ queued: true });
    expect((await changesOf(ANA.id)).map((c) => c.recordId)).toEqual(['p1', 'p2']);
    const keys = (await changesOf(ANA.id)).map((c) => c.key);

    sent = [];
    network([200, { document: {} }], [200, { document: {} }]);
    await flush();

    expect(sent.map((s) => [s.url, s.key])).toEqual([
      ['/api/pickups/p1/status', keys[0]],
      ['/api/pickups/p2/status', keys[1]],
    ]);
    expect(await changesOf(ANA.id)).toEqual([]);
  });

  it('keeps a change the server refuses on replay, with its answer and what was entered, to retry or copy', async () => {
    network('down');
    await sendOrKeep(change(1));
    network([409, { message: 'a completed session cannot be submitted again' }], [200, { document: {} }]);
    await flush();

    const [kept] = await changesOf(ANA.id);
    expect(kept).toMatchObject({ body: { status: 1 }, refusal: { status: 409 } });
    expect(outboxState().changes).toHaveLength(1);

    await retry(kept!.seq);
    expect(await changesOf(ANA.id)).toEqual([]);
  });

  it('shows a refusal at once when the network is there, and keeps nothing', async () => {
    network([400, { message: 'the status can only move one step at a time' }]);
    await expect(sendOrKeep(change(1))).rejects.toThrow(ApiError);
    expect(await changesOf(ANA.id)).toEqual([]);
  });

  it('stops at an expired sign-in and sends again only once the same person has signed in', async () => {
    network('down');
    await sendOrKeep(change(1));
    network([422, { message: 'your session has expired, please log in again', code: 'auth.sessionExpired' }]);
    await flush();
    expect(outboxState().needsSignIn).toBe(true);
    expect(await changesOf(ANA.id)).toHaveLength(1);

    sent = [];
    await flush();
    expect(sent).toEqual([]);

    authStore.logout();
    authStore.login(ANA, 'ana-new-token');
    network([200, { document: {} }]);
    await flush();
    expect(sent.map((s) => s.url)).toEqual(['/api/pickups/p1/status']);
    expect(await changesOf(ANA.id)).toEqual([]);
  });

  it("never sends another person's changes: Ben signed in on Ana's tablet sends none of hers", async () => {
    network('down');
    await sendOrKeep(change(1));
    authStore.logout();
    authStore.login(BEN, 'ben-token');

    sent = [];
    network([200, { document: {} }], [200, { document: {} }]);
    await sendOrKeep(change(2));
    await flush();

    expect(sent.map((s) => s.url)).toEqual(['/api/pickups/p2/status']);
    expect(await changesOf(ANA.id)).toHaveLength(1);
    await discardAllOfSignedIn();
    expect(await changesOf(ANA.id)).toHaveLength(1);
  });
});

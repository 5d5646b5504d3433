import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { identityOf } from '../auth/identity.ts';
import type { Db, Executor } from '../db/client.ts';
import { msg } from '@school-ops/shared';
import { HttpError, badRequest } from '../lib/http-error.ts';
import { claimKey, findApplied, forgetAppliedBefore, saveReply, type AppliedRequest } from './repository.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY = /^[A-Za-z0-9_-]{16,100}$/;
export const KEY_MESSAGE = msg('idempotency.keyInvalid');
export const KEY_REUSED_MESSAGE = msg('idempotency.keyReused');
/** Longer than a change waits on a device in practice (a school trip, a holiday weekend). */
const KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/** Raised inside the transaction when another request holds the key: roll back, then answer as that one did. */
class KeyTaken extends Error {}

function fingerprint(req: FastifyRequest): string {
  const asked = { method: req.method, route: req.routeOptions.url, params: req.params, body: req.body };
  return createHash('sha256').update(JSON.stringify(asked)).digest('base64url');
}

function replay(reply: FastifyReply, applied: AppliedRequest, hash: string): unknown {
  if (applied.requestHash !== hash) throw new HttpError(422, KEY_REUSED_MESSAGE);
  reply.header('idempotent-replayed', 'true');
  reply.code(applied.status);
  return applied.reply;
}

/**
 * A write that a device may send again (a change queued offline, issue 20; decision 0031). With an
 * Idempotency-Key header, the key is claimed in the same transaction as the write and the reply is kept with it:
 * the same key again gets that reply (no second row, no second audit event); the same key with another request
 * gets 422. Without the header the write runs as it always did. `run` does the write on the executor it is given
 * (its own transaction nests as a savepoint) and returns the reply's body.
 */
export function createOnce(db: Db) {
  return async function once(
    req: FastifyRequest,
    reply: FastifyReply,
    run: (within: Executor) => Promise<unknown>,
  ): Promise<unknown> {
    const header = req.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return run(db);
    if (typeof header !== 'string' || !KEY.test(header)) throw badRequest(KEY_MESSAGE);
    const userId = identityOf(req).id;
    const hash = fingerprint(req);
    const earlier = await findApplied(db, userId, header);
    if (earlier) return replay(reply, earlier, hash);
    try {
      return await db.transaction(async (tx) => {
        await forgetAppliedBefore(tx, userId, new Date(Date.now() - KEPT_MS));
        if (!(await claimKey(tx, userId, header, hash))) throw new KeyTaken();
        const body = await run(tx);
        await saveReply(tx, userId, header, 200, body);
        return body;
      });
    } catch (err) {
      if (!(err instanceof KeyTaken)) throw err;
      const applied = await findApplied(db, userId, header);
      if (!applied) throw err;
      return replay(reply, applied, hash);
    }
  };
}

export type Once = ReturnType<typeof createOnce>;

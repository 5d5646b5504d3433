import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** What a waiting change was, for its line in the list of waiting changes (words come from the catalogs). */
export type ChangeLabel =
  | { kind: 'sessionForm'; form: string; student: string; date: string }
  | { kind: 'pickupStep'; status: string; place: string; time: string };

/** Why the server would not take a change when it was sent again: its status and reply, read as a message. */
export interface Refusal {
  status: number;
  body: unknown;
}

/**
 * A change made on this device and not yet taken by the server (issue 20, decision 0031). `key` is its
 * Idempotency-Key: however often it is sent, the server applies it once.
 */
export interface WaitingChange {
  seq: number;
  key: string;
  userId: string;
  method: 'PATCH' | 'POST' | 'PUT';
  path: string;
  body: unknown;
  label: ChangeLabel;
  /** The record it changes, so its screen can say that a change of it is waiting. */
  recordId: string;
  savedAt: number;
  refusal?: Refusal;
}

export type NewChange = Omit<WaitingChange, 'seq' | 'key' | 'userId' | 'savedAt' | 'refusal'>;

interface OutboxSchema extends DBSchema {
  changes: { key: number; value: WaitingChange; indexes: { byUser: string } };
}

let opened: Promise<IDBPDatabase<OutboxSchema>> | undefined;
const database = () =>
  (opened ??= openDB<OutboxSchema>('school-ops-outbox', 1, {
    upgrade(db) {
      const changes = db.createObjectStore('changes', { keyPath: 'seq', autoIncrement: true });
      changes.createIndex('byUser', 'userId');
    },
  }));

/** Kept before it is first sent: a tab closed mid-send loses nothing. */
export async function keep(change: Omit<WaitingChange, 'seq'>): Promise<WaitingChange> {
  const db = await database();
  const seq = await db.add('changes', change as WaitingChange);
  return { ...change, seq };
}

/** One person's waiting changes, oldest first (the order they are sent in). */
export async function changesOf(userId: string): Promise<WaitingChange[]> {
  const db = await database();
  const rows = await db.getAllFromIndex('changes', 'byUser', userId);
  return rows.sort((a, b) => a.seq - b.seq);
}

export async function forget(seq: number): Promise<void> {
  await (await database()).delete('changes', seq);
}

export async function markRefused(seq: number, refusal: Refusal | undefined): Promise<void> {
  const db = await database();
  const row = await db.get('changes', seq);
  if (!row) return;
  if (refusal) row.refusal = refusal;
  else delete row.refusal;
  await db.put('changes', row);
}

/** A sign-out that the person confirmed: their unsent changes go with them. */
export async function forgetAllOf(userId: string): Promise<void> {
  const db = await database();
  const tx = db.transaction('changes', 'readwrite');
  for (const seq of await tx.store.index('byUser').getAllKeys(userId)) await tx.store.delete(seq);
  await tx.done;
}

import type { CreateManualsData, UpdateManualData } from '@school-ops/shared';
import { auditOf, recordAudit, type Actor } from '../../audit/record.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import * as policy from './policy.ts';
import { presentManual } from './presenter.ts';
import * as repo from './repository.ts';

export function createManualsService({ db }: { db: Db }) {
  return {
    async list() {
      return (await repo.listAll(db)).map(presentManual);
    },

    /** All rows or none: checks, one insert and the audit events share a transaction. */
    async create(actor: Actor, data: CreateManualsData) {
      policy.assertNoRepeats(data.manuals);
      return db.transaction(async (tx) => {
        await repo.lockManuals(tx);
        for (const m of data.manuals) policy.assertUnique(m, await repo.findSame(tx, m));
        const documents = (await repo.insertManuals(tx, data.manuals)).map(presentManual);
        for (const document of documents) {
          await recordAudit(tx, {
            ...auditOf(actor),
            action: 'manual.create',
            entity: 'manual',
            entityId: document.id,
            after: document,
          });
        }
        return documents;
      });
    },

    async update(actor: Actor, id: string, data: UpdateManualData) {
      return db.transaction(async (tx) => {
        await repo.lockManuals(tx);
        const before = await repo.findById(tx, id);
        if (!before) throw notFound();
        const next = {
          locationName: data.locationName ?? before.locationName,
          pickupCategory: data.pickupCategory ?? before.pickupCategory,
        } as const;
        policy.assertUnique(next, await repo.findSame(tx, next, id));
        const row = await repo.updateManual(tx, id, data);
        if (!row) throw notFound();
        const document = presentManual(row);
        await recordAudit(tx, {
          ...auditOf(actor),
          action: 'manual.update',
          entity: 'manual',
          entityId: id,
          before: presentManual(before),
          after: document,
        });
        return document;
      });
    },

    async remove(actor: Actor, id: string) {
      return db.transaction(async (tx) => {
        const row = await repo.deleteManual(tx, id);
        if (!row) throw notFound();
        const document = presentManual(row);
        await recordAudit(tx, {
          ...auditOf(actor),
          action: 'manual.delete',
          entity: 'manual',
          entityId: id,
          before: document,
        });
        return document;
      });
    },
  };
}

export type ManualsService = ReturnType<typeof createManualsService>;

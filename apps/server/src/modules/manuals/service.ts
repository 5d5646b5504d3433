import type { CreateManualsData, UpdateManualData } from '@school-ops/shared';
import { auditOf, recordAudit } from '../../audit/record.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import * as policy from './policy.ts';
import { manualFields, presentManual } from './presenter.ts';
import * as repo from './repository.ts';

export function createManualsService({ db }: { db: Db }) {
  return {
    async list(viewer: Identity) {
      return (await repo.listAll(db)).map(presentManual(viewer));
    },

    /** All rows or none: checks, one insert and the audit events share a transaction. */
    async create(actor: Identity, data: CreateManualsData) {
      policy.assertNoRepeats(data.manuals);
      return db.transaction(async (tx) => {
        await repo.lockManuals(tx);
        const taken = await repo.findSameAsAny(tx, data.manuals);
        for (const m of data.manuals) {
          policy.assertUnique(
            m,
            taken.find((t) => t.locationName === m.locationName && t.pickupCategory === m.pickupCategory),
          );
        }
        const rows = await repo.insertManuals(tx, data.manuals);
        await recordAudit(
          tx,
          rows.map((row) => ({
            ...auditOf(actor),
            action: 'manual.create',
            entity: 'manual',
            entityId: row.id,
            after: manualFields(row),
          })),
        );
        return rows.map(presentManual(actor));
      });
    },

    async update(actor: Identity, id: string, data: UpdateManualData) {
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
        await recordAudit(tx, {
          ...auditOf(actor),
          action: 'manual.update',
          entity: 'manual',
          entityId: id,
          before: manualFields(before),
          after: manualFields(row),
        });
        return presentManual(actor)(row);
      });
    },

    async remove(actor: Identity, id: string) {
      return db.transaction(async (tx) => {
        const row = await repo.deleteManual(tx, id);
        if (!row) throw notFound();
        await recordAudit(tx, {
          ...auditOf(actor),
          action: 'manual.delete',
          entity: 'manual',
          entityId: id,
          before: manualFields(row),
        });
        return presentManual(actor)(row);
      });
    },
  };
}

export type ManualsService = ReturnType<typeof createManualsService>;

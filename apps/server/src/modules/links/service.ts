import type { CreateLinksData, UpdateLinkData } from '@school-ops/shared';
import { auditOf, recordAudit } from '../../audit/record.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import * as policy from './policy.ts';
import { linkFields, presentLink } from './presenter.ts';
import * as repo from './repository.ts';

export function createLinksService({ db }: { db: Db }) {
  return {
    async listForRole(viewer: Identity, role: number) {
      policy.authorize(viewer, 'read', { role });
      return (await repo.listVisibleTo(db, role)).map(presentLink(viewer));
    },

    /** All rows or none: one insert and the audit events share a transaction. */
    async create(actor: Identity, data: CreateLinksData) {
      return db.transaction(async (tx) => {
        const rows = await repo.insertLinks(tx, data.links);
        await recordAudit(
          tx,
          rows.map((row) => ({
            ...auditOf(actor),
            action: 'link.create',
            entity: 'link',
            entityId: row.id,
            after: linkFields(row),
          })),
        );
        return rows.map(presentLink(actor));
      });
    },

    async update(actor: Identity, id: string, data: UpdateLinkData) {
      return db.transaction(async (tx) => {
        const before = await repo.findById(tx, id);
        if (!before) throw notFound();
        const row = await repo.updateLink(tx, id, data);
        if (!row) throw notFound();
        await recordAudit(tx, {
          ...auditOf(actor),
          action: 'link.update',
          entity: 'link',
          entityId: id,
          before: linkFields(before),
          after: linkFields(row),
        });
        return presentLink(actor)(row);
      });
    },

    async remove(actor: Identity, id: string) {
      return db.transaction(async (tx) => {
        const row = await repo.deleteLink(tx, id);
        if (!row) throw notFound();
        await recordAudit(tx, {
          ...auditOf(actor),
          action: 'link.delete',
          entity: 'link',
          entityId: id,
          before: linkFields(row),
        });
        return presentLink(actor)(row);
      });
    },

    /**
     * A click on a useful link. Counted atomically; no audit event (it is not a change anyone
     * makes to the link). A link the caller may not see is answered like a missing one, so its
     * existence is not given away.
     */
    async recordClick(viewer: Identity, id: string) {
      const strongest = policy.strongestReadableRole(viewer);
      const row = strongest === null ? undefined : await repo.incrementClicks(db, id, strongest);
      if (!row) throw notFound();
      return presentLink(viewer)(row);
    },
  };
}

export type LinksService = ReturnType<typeof createLinksService>;

import type { CreateLinksData, UpdateLinkData } from '@school-ops/shared';
import { auditOf, recordAudit, type Actor } from '../../audit/record.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import * as policy from './policy.ts';
import { presentLink } from './presenter.ts';
import * as repo from './repository.ts';

interface Viewer {
  authority: number;
  role: number | null;
}

export function createLinksService({ db }: { db: Db }) {
  return {
    async listForRole(viewer: Viewer, role: number) {
      policy.assertCanReadRole(viewer, role);
      return (await repo.listVisibleTo(db, role)).map(presentLink);
    },

    /** All rows or none: one insert and the audit events share a transaction. */
    async create(actor: Actor, data: CreateLinksData) {
      return db.transaction(async (tx) => {
        const rows = await repo.insertLinks(tx, data.links);
        const documents = rows.map(presentLink);
        for (const document of documents) {
          await recordAudit(tx, {
            ...auditOf(actor),
            action: 'link.create',
            entity: 'link',
            entityId: document.id,
            after: document,
          });
        }
        return documents;
      });
    },

    async update(actor: Actor, id: string, data: UpdateLinkData) {
      return db.transaction(async (tx) => {
        const before = await repo.findById(tx, id);
        if (!before) throw notFound();
        const row = await repo.updateLink(tx, id, data);
        if (!row) throw notFound();
        const document = presentLink(row);
        await recordAudit(tx, {
          ...auditOf(actor),
          action: 'link.update',
          entity: 'link',
          entityId: id,
          before: presentLink(before),
          after: document,
        });
        return document;
      });
    },

    async remove(actor: Actor, id: string) {
      return db.transaction(async (tx) => {
        const row = await repo.deleteLink(tx, id);
        if (!row) throw notFound();
        const document = presentLink(row);
        await recordAudit(tx, {
          ...auditOf(actor),
          action: 'link.delete',
          entity: 'link',
          entityId: id,
          before: document,
        });
        return document;
      });
    },

    /**
     * A click on a useful link. Counted atomically; no audit event (it is not a change anyone
     * makes to the link). A link the caller may not see is answered like a missing one, so its
     * existence is not given away.
     */
    async recordClick(viewer: Viewer, id: string) {
      const strongest = policy.strongestReadableRole(viewer);
      const row = strongest === null ? undefined : await repo.incrementClicks(db, id, strongest);
      if (!row) throw notFound();
      return presentLink(row);
    },
  };
}

export type LinksService = ReturnType<typeof createLinksService>;

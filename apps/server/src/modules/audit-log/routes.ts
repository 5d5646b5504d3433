import { AUTHORITY, auditQuerySchema } from '@school-ops/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { authority } from '../../auth/access.ts';
import { identityOf } from '../../auth/identity.ts';
import { docs } from './api-docs.ts';
import type { AuditLogService } from './service.ts';

/** Issue 22: who changed what and when, for managers and up. */
export const auditLogRoutes: FastifyPluginAsyncZod<{ auditLog: AuditLogService }> = async (app, { auditLog }) => {
  app.get(
    '/api/audit',
    {
      config: { access: authority(AUTHORITY.manager) },
      schema: { ...docs.listAuditEvents, tags: ['audit'], querystring: auditQuerySchema },
    },
    async (req, reply) => {
      if (req.query.format !== 'csv') return auditLog.page(identityOf(req), req.query);
      const lines = auditLog.csv(identityOf(req), req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(Readable.from(lines));
    },
  );
};

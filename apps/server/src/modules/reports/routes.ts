import {
  hoursReportQuerySchema,
  reportFileName,
  sessionsReportQuerySchema,
  type ReportFormat,
} from '@school-ops/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityOf } from '../../auth/identity.ts';
import { sendJsonText } from '../../lib/json-cache.ts';
import { docs } from './api-docs.ts';
import { hoursTable, sessionsTable, type ReportTable } from './file-rows.ts';
import { CSV_TYPE, csvStream, XLSX_TYPE, xlsxStream } from './file-streams.ts';
import { REPORTS_ACCESS } from './policy.ts';
import type { ReportsService } from './service.ts';

const config = { access: REPORTS_ACCESS };
const tags = ['reports'];

/** A download: streamed, named, and never kept by a shared cache. */
function sendFile(
  reply: FastifyReply,
  table: ReportTable,
  o: { format: Exclude<ReportFormat, 'json'>; bom: boolean; fileName: string },
) {
  return reply
    .header('content-type', o.format === 'csv' ? CSV_TYPE : XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${o.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(o.format === 'csv' ? csvStream(table, o.bom) : xlsxStream(table));
}

export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (app, { reports }) => {
  app.get(
    '/api/reports/hours',
    { config, schema: { ...docs.hoursReport, tags, querystring: hoursReportQuerySchema } },
    async (req, reply) => {
      const actor = identityOf(req);
      const { month, format, bom } = req.query;
      if (format === 'json') return sendJsonText(reply, await reports.hoursJson(actor, { month }));
      const document = await reports.hours(actor, { month });
      const table = hoursTable(document, await reports.languageOf(actor));
      return sendFile(reply, table, { format, bom, fileName: reportFileName('hours', month, format) });
    },
  );

  app.get(
    '/api/reports/sessions',
    { config, schema: { ...docs.sessionsReport, tags, querystring: sessionsReportQuerySchema } },
    async (req, reply) => {
      const actor = identityOf(req);
      const { month, format, bom, schoolName } = req.query;
      const document = await reports.sessions(actor, { month, schoolName });
      if (format === 'json') return { document };
      const table = sessionsTable(document, await reports.languageOf(actor));
      return sendFile(reply, table, { format, bom, fileName: reportFileName('sessions', month, format, schoolName) });
    },
  );
};

import { IMPORT_LIMITS, IMPORT_MESSAGES, codeOf, decodeCsvBytes, importQuerySchema } from '@school-ops/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOf } from '../../auth/identity.ts';
import { IMPORTS_ACCESS } from './policy.ts';
import type { ImportsService } from './service.ts';
import { docs } from './api-docs.ts';

const config = { access: IMPORTS_ACCESS };
const tags = ['imports'];

export const importsRoutes: FastifyPluginAsyncZod<{ imports: ImportsService }> = async (app, { imports }) => {
  // The file exactly as Excel saved it; parsing it here (not in the browser) means automation
  // and the page share one reader. Only this plugin's routes see the parser. The bytes, not a string: Excel in
  // Japan saves Shift_JIS, told from UTF-8 by the bytes themselves whatever the charset the client claims.
  app.addContentTypeParser('text/csv', { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, decodeCsvBytes(body as Buffer)),
  );

  app.get('/api/imports', { config, schema: { ...docs.listImportRuns, tags } }, async () => imports.listRuns());

  // Body: text/csv (the file) or application/json { rows: [...] }; read and checked by the service
  // so that a bad file is one plain message, like a missing column.
  app.put(
    '/api/imports/:kind',
    {
      config,
      bodyLimit: IMPORT_LIMITS.bodyBytes,
      schema: {
        ...docs.runImport,
        tags,
        params: z.object({ kind: z.string() }),
        querystring: importQuerySchema,
      },
    },
    async (req, reply) => {
      const report = await imports.run(identityOf(req), req.params.kind, {
        body: req.body,
        dryRun: req.query.dryRun,
        fileName: req.query.fileName,
      });
      if (!report.dryRun && report.counts.error > 0) {
        const message = IMPORT_MESSAGES.nothingImported(report.counts.error);
        return reply.code(400).send({ statusCode: 400, ...codeOf(message), message, report });
      }
      return report;
    },
  );
};

import { importReportSchema, importRunsResponseSchema } from '@school-ops/shared';
import { apiError, operation } from '../../openapi/responses.ts';
import { importBody } from '../../openapi/bodies.ts';

/** An apply with bad rows: nothing written, and the report of every row says what to fix. */
const refused = apiError.extend({ report: importReportSchema.optional() });

/** How the imports routes appear in the OpenAPI document (docs/decisions/0017-api-documentation.md). */
export const docs = {
  listImportRuns: operation({
    id: 'listImportRuns',
    summary: 'The latest applied imports and who ran them',
    ok: importRunsResponseSchema.describe('Newest first'),
  }),
  runImport: operation({
    id: 'runImport',
    summary: 'Preview (dryRun) or apply an import of students, the daily schedule or pick-ups: a CSV file or JSON rows',
    ok: importReportSchema.describe('The report of every row; applied unless dryRun'),
    also: { 400: refused.describe('Bad rows (nothing written; the report says which) or an unreadable file') },
    errors: [413, 415],
    body: importBody,
  }),
};

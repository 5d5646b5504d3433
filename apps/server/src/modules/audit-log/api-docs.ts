import { z } from 'zod';
import { operation } from '../../openapi/responses.ts';

const value = z.unknown().describe('A JSON value as recorded');

const AuditEvent = z
  .object({
    id: z.number().int(),
    at: z.string().describe('ISO instant'),
    actor: z.object({ id: z.uuid(), name: z.string().nullable() }).nullable().describe('null: the system'),
    action: z.string(),
    entity: z.string().describe('The kind of record'),
    entityId: z.string().nullable(),
    changes: z.array(
      z.object({
        field: z.string(),
        before: value.optional(),
        after: value.optional(),
        redacted: z.literal(true).optional().describe('A secret: only that it changed'),
      }),
    ),
  })
  .meta({ id: 'AuditEvent' });

/** How the audit log appears in the OpenAPI document (docs/decisions/0017-api-documentation.md). */
export const docs = {
  listAuditEvents: operation({
    id: 'listAuditEvents',
    summary: 'Recorded changes, newest first, 50 a page; with format=csv the whole filtered view as CSV',
    ok: z
      .object({
        documents: z.array(AuditEvent),
        nextCursor: z.string().nullable().describe('Pass as cursor for the next page; null at the end'),
        searchedUntil: z.string().nullable().describe('With a text search: how far back this page read'),
      })
      .describe('One page of the audit log'),
    produces: ['application/json', 'text/csv'],
  }),
};

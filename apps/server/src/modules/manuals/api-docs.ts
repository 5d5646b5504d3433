import { many, one, operation } from '../../openapi/responses.ts';
import { Manual } from '../../openapi/records.ts';

/** How the manuals routes appear in the OpenAPI document (docs/decisions/0017-api-documentation.md). */
export const docs = {
  listManuals: operation({
    id: 'listManuals',
    summary: 'List pick-up manuals',
    ok: many(Manual, 'Every manual'),
  }),
  createManuals: operation({
    id: 'createManuals',
    summary: 'Create pick-up manuals',
    status: 201,
    ok: many(Manual, 'The new manuals'),
  }),
  updateManual: operation({
    id: 'updateManual',
    summary: 'Update a pick-up manual',
    ok: one(Manual, 'The manual after the change'),
  }),
  deleteManual: operation({
    id: 'deleteManual',
    summary: 'Delete a pick-up manual',
    ok: one(Manual, 'The deleted manual'),
  }),
};

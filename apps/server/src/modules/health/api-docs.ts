import { operation } from '../../openapi/responses.ts';
import { z } from 'zod';

/** How the health routes appear in the OpenAPI document (docs/decisions/0017-api-documentation.md). */
export const docs = {
  getHealth: operation({
    id: 'getHealth',
    summary: 'Whether the server and its database answer',
    ok: z.object({ status: z.literal('ok') }).describe('Up'),
  }),
};

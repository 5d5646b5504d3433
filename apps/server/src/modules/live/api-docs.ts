import { z } from 'zod';
import { operation } from '../../openapi/responses.ts';

/** How the live stream appears in the OpenAPI document (decision 0030). */
export const docs = {
  streamEvents: operation({
    id: 'streamEvents',
    summary: 'What others just changed, as server-sent events',
    description:
      'A `text/event-stream` that stays open: `ready` first, then one event per kind of change (`session`, ' +
      '`student`, `shift`, `pickup`, `activity`, `settings`) whose data is `{ id, kind, ids, days?, schools? }`, ' +
      'only of what the signed-in person may read; `resync` when the client must refetch everything it shows. ' +
      'A comment line every 25 s keeps the connection alive. Send `Last-Event-ID` to resume. The stream ends at ' +
      'logout, when the token is revoked or the user deleted. The token goes in the Authorization header, never ' +
      'in the address; the request must accept `text/event-stream`.',
    ok: z.string().describe('The event stream'),
    produces: ['text/event-stream'],
    errors: [406, 503],
  }),
};

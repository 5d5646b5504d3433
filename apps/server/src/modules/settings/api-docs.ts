import { z } from 'zod';
import { one, operation } from '../../openapi/responses.ts';

const Settings = z.object({ notesBaseUrl: z.string().nullable() }).describe('School settings');

/** How the settings routes appear in the OpenAPI document (docs/decisions/0017-api-documentation.md). */
export const docs = {
  getSettings: operation({
    id: 'getSettings',
    summary: "The school's settings (the student notes site)",
    ok: one(Settings, 'The settings'),
  }),
  updateSettings: operation({
    id: 'updateSettings',
    summary: "Change the school's settings",
    ok: one(Settings, 'The settings, changed'),
  }),
};

import { z } from 'zod';
import { one, operation } from '../../openapi/responses.ts';

const Settings = z
  .object({
    notesBaseUrl: z.string().nullable(),
    readingSameStageSessions: z.number().int().describe("Reading Progress: N of 'same stage for more than N sessions'"),
  })
  .describe('School settings');

/** How the settings routes appear in the OpenAPI document (docs/decisions/0017-api-documentation.md). */
export const docs = {
  getSettings: operation({
    id: 'getSettings',
    summary: "The school's settings (the student notes site, Reading Progress's same-stage count)",
    ok: one(Settings, 'The settings'),
  }),
  updateSettings: operation({
    id: 'updateSettings',
    summary: "Change the school's settings",
    ok: one(Settings, 'The settings, changed'),
  }),
};

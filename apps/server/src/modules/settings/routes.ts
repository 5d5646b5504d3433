import { AUTHORITY, updateSettingsSchema } from '@school-ops/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authority } from '../../auth/access.ts';
import { identityOf } from '../../auth/identity.ts';
import { docs } from './api-docs.ts';
import type { SettingsService } from './service.ts';

const tags = ['settings'];

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (app, { settings }) => {
  // Supervisors read them (the students' notes link is theirs); managers and up change them.
  app.get(
    '/api/settings',
    { config: { access: authority(AUTHORITY.supervisor) }, schema: { ...docs.getSettings, tags } },
    async () => ({
      document: await settings.get(),
    }),
  );

  app.put(
    '/api/settings',
    {
      config: { access: authority(AUTHORITY.manager) },
      schema: { ...docs.updateSettings, tags, body: updateSettingsSchema },
    },
    async (req) => ({
      document: await settings.update(identityOf(req), req.body),
    }),
  );
};

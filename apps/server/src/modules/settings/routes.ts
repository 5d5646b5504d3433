import { AUTHORITY, updateSettingsSchema } from '@school-ops/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authority } from '../../auth/access.ts';
import { actorOf } from '../../auth/principal.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { docs } from './api-docs.ts';
import { createSettingsService } from './service.ts';

const tags = ['settings'];

export const settingsRoutes: FastifyPluginAsyncZod<Pick<FeatureDeps, 'db' | 'config'>> = async (
  app,
  { db, config },
) => {
  const settings = createSettingsService({ db, defaults: { notesBaseUrl: config.notesBaseUrl ?? null } });

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
      document: await settings.update(actorOf(req), req.body),
    }),
  );
};

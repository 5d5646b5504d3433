import { AUTHORITY, createManualsSchema, idParam, updateManualSchema } from '@school-ops/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authority, LOGGED_IN } from '../../auth/access.ts';
import { actorOf } from '../../auth/principal.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { createManualsService } from './service.ts';
import { docs } from './api-docs.ts';

const managers = { access: authority(AUTHORITY.manager) };
const tags = ['manuals'];

/** Pick-up manuals: every teacher reads them (they need the one for their pick-up); managers and up maintain them. */
export const manualsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  const manuals = createManualsService({ db });

  app.get('/api/manuals', { config: { access: LOGGED_IN }, schema: { ...docs.listManuals, tags } }, async () => ({
    documents: await manuals.list(),
  }));

  app.post(
    '/api/manuals',
    { config: managers, schema: { ...docs.createManuals, tags, body: createManualsSchema } },
    async (req, reply) => {
      const documents = await manuals.create(actorOf(req), req.body);
      return reply.code(201).send({ documents });
    },
  );

  app.patch(
    '/api/manuals/:id',
    { config: managers, schema: { ...docs.updateManual, tags, params: idParam, body: updateManualSchema } },
    async (req) => ({
      document: await manuals.update(actorOf(req), req.params.id, req.body),
    }),
  );

  app.delete(
    '/api/manuals/:id',
    { config: managers, schema: { ...docs.deleteManual, tags, params: idParam } },
    async (req) => ({
      document: await manuals.remove(actorOf(req), req.params.id),
    }),
  );
};

import { AUTHORITY, createManualsSchema, idParam, updateManualSchema } from '@school-ops/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authority, LOGGED_IN } from '../../auth/access.ts';
import { identityOf } from '../../auth/identity.ts';
import type { ManualsService } from './service.ts';
import { docs } from './api-docs.ts';

const managers = { access: authority(AUTHORITY.manager) };
const tags = ['manuals'];

/** Pick-up manuals: every teacher reads them (they need the one for their pick-up); managers and up maintain them. */
export const manualsRoutes: FastifyPluginAsyncZod<{ manuals: ManualsService }> = async (app, { manuals }) => {
  app.get('/api/manuals', { config: { access: LOGGED_IN }, schema: { ...docs.listManuals, tags } }, async (req) => ({
    documents: await manuals.list(identityOf(req)),
  }));

  app.post(
    '/api/manuals',
    { config: managers, schema: { ...docs.createManuals, tags, body: createManualsSchema } },
    async (req, reply) => {
      const documents = await manuals.create(identityOf(req), req.body);
      return reply.code(201).send({ documents });
    },
  );

  app.patch(
    '/api/manuals/:id',
    { config: managers, schema: { ...docs.updateManual, tags, params: idParam, body: updateManualSchema } },
    async (req) => ({
      document: await manuals.update(identityOf(req), req.params.id, req.body),
    }),
  );

  app.delete(
    '/api/manuals/:id',
    { config: managers, schema: { ...docs.deleteManual, tags, params: idParam } },
    async (req) => ({
      document: await manuals.remove(identityOf(req), req.params.id),
    }),
  );
};

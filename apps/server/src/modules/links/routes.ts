import { AUTHORITY, createLinksSchema, idParam, linkRoleParam, updateLinkSchema } from '@school-ops/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authority, LOGGED_IN } from '../../auth/access.ts';
import { actorOf, principalOf } from '../../auth/principal.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { createLinksService } from './service.ts';
import { docs } from './api-docs.ts';

const loggedIn = { access: LOGGED_IN };
const managers = { access: authority(AUTHORITY.manager) };
const tags = ['links'];

/** Welcome links: everyone reads the ones their role may see; managers and up maintain them. */
export const linksRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  const links = createLinksService({ db });

  app.get(
    '/api/links/:role',
    { config: loggedIn, schema: { ...docs.listLinksForRole, tags, params: linkRoleParam } },
    async (req) => ({
      documents: await links.listForRole(principalOf(req), req.params.role),
    }),
  );

  app.post(
    '/api/links',
    { config: managers, schema: { ...docs.createLinks, tags, body: createLinksSchema } },
    async (req, reply) => {
      const documents = await links.create(actorOf(req), req.body);
      return reply.code(201).send({ documents });
    },
  );

  app.patch(
    '/api/links/:id',
    { config: managers, schema: { ...docs.updateLink, tags, params: idParam, body: updateLinkSchema } },
    async (req) => ({
      document: await links.update(actorOf(req), req.params.id, req.body),
    }),
  );

  app.delete(
    '/api/links/:id',
    { config: managers, schema: { ...docs.deleteLink, tags, params: idParam } },
    async (req) => ({
      document: await links.remove(actorOf(req), req.params.id),
    }),
  );

  app.patch(
    '/api/links/increment/:id',
    { config: loggedIn, schema: { ...docs.countLinkClick, tags, params: idParam } },
    async (req) => ({
      document: await links.recordClick(principalOf(req), req.params.id),
    }),
  );
};

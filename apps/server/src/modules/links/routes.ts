import { AUTHORITY, createLinksSchema, idParam, linkRoleParam, updateLinkSchema } from '@school-ops/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authority, LOGGED_IN } from '../../auth/access.ts';
import { identityOf } from '../../auth/identity.ts';
import type { LinksService } from './service.ts';
import { docs } from './api-docs.ts';

const loggedIn = { access: LOGGED_IN };
const managers = { access: authority(AUTHORITY.manager) };
const tags = ['links'];

/** Welcome links: everyone reads the ones their role may see; managers and up maintain them. */
export const linksRoutes: FastifyPluginAsyncZod<{ links: LinksService }> = async (app, { links }) => {
  app.get(
    '/api/links/:role',
    { config: loggedIn, schema: { ...docs.listLinksForRole, tags, params: linkRoleParam } },
    async (req) => ({
      documents: await links.listForRole(identityOf(req), req.params.role),
    }),
  );

  app.post(
    '/api/links',
    { config: managers, schema: { ...docs.createLinks, tags, body: createLinksSchema } },
    async (req, reply) => {
      const documents = await links.create(identityOf(req), req.body);
      return reply.code(201).send({ documents });
    },
  );

  app.patch(
    '/api/links/:id',
    { config: managers, schema: { ...docs.updateLink, tags, params: idParam, body: updateLinkSchema } },
    async (req) => ({
      document: await links.update(identityOf(req), req.params.id, req.body),
    }),
  );

  app.delete(
    '/api/links/:id',
    { config: managers, schema: { ...docs.deleteLink, tags, params: idParam } },
    async (req) => ({
      document: await links.remove(identityOf(req), req.params.id),
    }),
  );

  app.patch(
    '/api/links/increment/:id',
    { config: loggedIn, schema: { ...docs.countLinkClick, tags, params: idParam } },
    async (req) => ({
      document: await links.recordClick(identityOf(req), req.params.id),
    }),
  );
};

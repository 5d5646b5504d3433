import { createUserSchema, idParam, updateUserSchema } from '@school-ops/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityOf } from '../../auth/identity.ts';
import type { UsersService } from './service.ts';
import { docs } from './api-docs.ts';
import { USERS_ACCESS } from './policy.ts';

const managers = { access: USERS_ACCESS };

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get('/api/users', { config: managers, schema: { ...docs.listUsers, tags: ['users'] } }, async (req) => ({
    documents: await users.list(identityOf(req)),
  }));

  app.get(
    '/api/users/:id',
    { config: managers, schema: { ...docs.getUser, tags: ['users'], params: idParam } },
    async (req) => ({
      document: await users.get(identityOf(req), req.params.id),
    }),
  );

  app.post(
    '/api/users',
    { config: managers, schema: { ...docs.createUser, tags: ['users'], body: createUserSchema } },
    async (req, reply) => {
      const created = await users.create(identityOf(req), req.body);
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/api/users/:id',
    { config: managers, schema: { ...docs.updateUser, tags: ['users'], params: idParam, body: updateUserSchema } },
    async (req) => ({ document: await users.update(identityOf(req), req.params.id, req.body) }),
  );

  app.delete(
    '/api/users/:id',
    { config: managers, schema: { ...docs.deleteUser, tags: ['users'], params: idParam } },
    async (req) => ({
      document: await users.remove(identityOf(req), req.params.id),
    }),
  );

  app.patch(
    '/api/users/:id/reset-credentials',
    { config: managers, schema: { ...docs.resetUserCredentials, tags: ['users'], params: idParam } },
    async (req) => users.resetCredentials(identityOf(req), req.params.id),
  );
};

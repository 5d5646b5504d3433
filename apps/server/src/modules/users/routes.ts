import { AUTHORITY, createUserSchema, idParam, updateUserSchema } from '@school-ops/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authority } from '../../auth/access.ts';
import { actorOf } from '../../auth/principal.ts';
import type { UsersService } from './service.ts';
import { many, one, operation } from '../../openapi/responses.ts';
import { Credentials, User } from '../../openapi/records.ts';
import { z } from 'zod';

const managers = { access: authority(AUTHORITY.manager) };

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get('/api/users', { config: managers, schema: { ...operation({ id: 'listUsers', summary: 'List users', ok: many(User, 'Every user not deleted') }), tags: ['users'] } }, async () => ({
    documents: await users.list(),
  }));

  app.get('/api/users/:id', { config: managers, schema: { ...operation({ id: 'getUser', summary: 'Get a user', ok: one(User, 'The user') }), tags: ['users'], params: idParam } }, async (req) => ({
    document: await users.get(actorOf(req), req.params.id),
  }));

  app.post('/api/users', { config: managers, schema: { ...operation({ id: 'createUser', summary: 'Create a user with generated credentials', status: 201, ok: z.object({ document: User, credentials: Credentials }).describe('The new user and their one-time credentials'), errors: [409] }), tags: ['users'], body: createUserSchema } }, async (req, reply) => {
    const created = await users.create(actorOf(req), req.body);
    return reply.code(201).send(created);
  });

  app.patch(
    '/api/users/:id',
    { config: managers, schema: { ...operation({ id: 'updateUser', summary: 'Update a user', ok: one(User, 'The user after the change'), errors: [409] }), tags: ['users'], params: idParam, body: updateUserSchema } },
    async (req) => ({ document: await users.update(actorOf(req), req.params.id, req.body) }),
  );

  app.delete('/api/users/:id', { config: managers, schema: { ...operation({ id: 'deleteUser', summary: 'Delete a user (soft: their records stay)', ok: one(User, 'The deleted user') }), tags: ['users'], params: idParam } }, async (req) => ({
    document: await users.remove(actorOf(req), req.params.id),
  }));

  app.patch(
    '/api/users/:id/reset-credentials',
    { config: managers, schema: { ...operation({ id: 'resetUserCredentials', summary: 'Give a user new credentials; their tokens stop working', ok: z.object({ document: User, credentials: Credentials }).describe('The user and their new one-time credentials') }), tags: ['users'], params: idParam } },
    async (req) => users.resetCredentials(actorOf(req), req.params.id),
  );
};

import { idParam, loginSchema, updatePasswordSchema, updatePinSchema } from '@school-ops/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOGGED_IN, PUBLIC } from '../../auth/access.ts';
import { actorOf } from '../../auth/principal.ts';
import type { AuthService } from './service.ts';
import { one, operation } from '../../openapi/responses.ts';
import { User } from '../../openapi/records.ts';
import { z } from 'zod';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/api/auth/login',
    { config: { access: PUBLIC }, schema: { ...operation({ id: 'signIn', summary: 'Sign in with a username and password, or an SMS ID and PIN', ok: z.object({ user: User, payload: z.object({ token: z.string() }) }).describe('The person and their bearer token'), errors: [401, 429] }), tags: ['auth'], body: loginSchema } },
    async (req) => auth.login(req.body, req.ip, req.id),
  );

  app.get('/api/auth/me', { config: { access: LOGGED_IN }, schema: { ...operation({ id: 'getMe', summary: 'The signed-in person', ok: one(User, 'The signed-in person') }), tags: ['auth'] } }, async (req) => ({
    document: await auth.me(actorOf(req)),
  }));

  app.patch(
    '/api/auth/:id/update-my-password',
    { config: { access: LOGGED_IN }, schema: { ...operation({ id: 'updateMyPassword', summary: 'Change one\'s own password', ok: one(User, 'The person, password changed') }), tags: ['auth'], params: idParam, body: updatePasswordSchema } },
    async (req) => ({ document: await auth.updatePassword(actorOf(req), req.params.id, req.body) }),
  );

  app.patch(
    '/api/auth/:id/update-my-pin',
    { config: { access: LOGGED_IN }, schema: { ...operation({ id: 'updateMyPin', summary: 'Change one\'s own PIN', ok: one(User, 'The person, PIN changed') }), tags: ['auth'], params: idParam, body: updatePinSchema } },
    async (req) => ({ document: await auth.updatePin(actorOf(req), req.params.id, req.body) }),
  );
};

import { idParam, loginSchema, updatePasswordSchema, updatePinSchema } from '@school-ops/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOGGED_IN, PUBLIC } from '../../auth/access.ts';
import { actorOf } from '../../auth/principal.ts';
import type { AuthService } from './service.ts';
import { docs } from './api-docs.ts';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/api/auth/login',
    { config: { access: PUBLIC }, schema: { ...docs.signIn, tags: ['auth'], body: loginSchema } },
    async (req) => auth.login(req.body, req.ip, req.id),
  );

  app.get('/api/auth/me', { config: { access: LOGGED_IN }, schema: { ...docs.getMe, tags: ['auth'] } }, async (req) => ({
    document: await auth.me(actorOf(req)),
  }));

  app.patch(
    '/api/auth/:id/update-my-password',
    { config: { access: LOGGED_IN }, schema: { ...docs.updateMyPassword, tags: ['auth'], params: idParam, body: updatePasswordSchema } },
    async (req) => ({ document: await auth.updatePassword(actorOf(req), req.params.id, req.body) }),
  );

  app.patch(
    '/api/auth/:id/update-my-pin',
    { config: { access: LOGGED_IN }, schema: { ...docs.updateMyPin, tags: ['auth'], params: idParam, body: updatePinSchema } },
    async (req) => ({ document: await auth.updatePin(actorOf(req), req.params.id, req.body) }),
  );
};

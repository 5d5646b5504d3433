import { idParam, loginSchema, updateLanguageSchema, updatePasswordSchema, updatePinSchema } from '@school-ops/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOGGED_IN, PUBLIC } from '../../auth/access.ts';
import { identityOf, signInTokenOf } from '../../auth/identity.ts';
import type { AuthService } from './service.ts';
import { docs } from './api-docs.ts';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/api/auth/login',
    { config: { access: PUBLIC }, schema: { ...docs.signIn, tags: ['auth'], body: loginSchema } },
    async (req) => auth.login(req.body, req.ip, req.id),
  );

  app.post(
    '/api/auth/logout',
    { config: { access: LOGGED_IN }, schema: { ...docs.signOut, tags: ['auth'] } },
    async (req, reply) => {
      await auth.logout(identityOf(req), signInTokenOf(req));
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/auth/me',
    { config: { access: LOGGED_IN }, schema: { ...docs.getMe, tags: ['auth'] } },
    async (req) => ({
      document: await auth.me(identityOf(req)),
    }),
  );

  app.patch(
    '/api/auth/me',
    { config: { access: LOGGED_IN }, schema: { ...docs.updateMe, tags: ['auth'], body: updateLanguageSchema } },
    async (req) => ({ document: await auth.updateLanguage(identityOf(req), req.body) }),
  );

  app.patch(
    '/api/auth/:id/update-my-password',
    {
      config: { access: LOGGED_IN },
      schema: { ...docs.updateMyPassword, tags: ['auth'], params: idParam, body: updatePasswordSchema },
    },
    async (req) => auth.updatePassword(identityOf(req), req.params.id, signInTokenOf(req), req.body),
  );

  app.patch(
    '/api/auth/:id/update-my-pin',
    {
      config: { access: LOGGED_IN },
      schema: { ...docs.updateMyPin, tags: ['auth'], params: idParam, body: updatePinSchema },
    },
    async (req) => auth.updatePin(identityOf(req), req.params.id, signInTokenOf(req), req.body),
  );
};

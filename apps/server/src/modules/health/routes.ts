import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../auth/access.ts';
import type { Db } from '../../db/client.ts';
import { ping } from './repository.ts';
import { operation } from '../../openapi/responses.ts';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/health', { config: { access: PUBLIC }, schema: { ...operation({ id: 'getHealth', summary: 'Whether the server and its database answer', ok: z.object({ status: z.literal('ok') }).describe('Up') }), tags: ['health'] } }, async () => {
    await ping(db);
    return { status: 'ok' };
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../auth/access.ts';
import type { Db } from '../../db/client.ts';
import { ping } from './repository.ts';
import { docs } from './api-docs.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/health', { config: { access: PUBLIC }, schema: { ...docs.getHealth, tags: ['health'] } }, async () => {
    await ping(db);
    return { status: 'ok' };
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../auth/access.ts';
import type { Db } from '../../db/client.ts';
import { databaseUnavailable } from '../../lib/database-unavailable.ts';
import { ping } from './repository.ts';
import { docs } from './api-docs.ts';

/** 200 while the database answers, 503 otherwise: a load balancer takes the instance out meanwhile. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/health', { config: { access: PUBLIC }, schema: { ...docs.getHealth, tags: ['health'] } }, async () => {
    try {
      await ping(db);
    } catch {
      throw databaseUnavailable();
    }
    return { status: 'ok' };
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../lib/feature-deps.ts';

export const activitiesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async () => {};

import { idParam, readingHistoryQuerySchema, readingOverviewQuerySchema } from '@school-ops/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityOf } from '../../auth/identity.ts';
import { sendJsonText } from '../../lib/json-cache.ts';
import { docs } from './api-docs.ts';
import { READING_ACCESS } from './policy.ts';
import type { ReadingService } from './service.ts';

const config = { access: READING_ACCESS };
const tags = ['reading'];

export const readingRoutes: FastifyPluginAsyncZod<{ reading: ReadingService }> = async (app, { reading }) => {
  app.get(
    '/api/students/:id/history',
    { config, schema: { ...docs.getStudentHistory, tags, params: idParam, querystring: readingHistoryQuerySchema } },
    async (req, reply) => sendJsonText(reply, await reading.historyJson(identityOf(req), req.params.id, req.query)),
  );

  app.get(
    '/api/reading/overview',
    { config, schema: { ...docs.getReadingOverview, tags, querystring: readingOverviewQuerySchema } },
    async (req, reply) => sendJsonText(reply, await reading.overviewJson(identityOf(req), req.query)),
  );
};

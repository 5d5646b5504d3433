import {
  AUTHORITY,
  checkSessionSchema,
  idParam,
  PERFORMANCE_KINDS,
  sessionsQuerySchema,
  sessionStatusBodySchema,
  sessionStudentReadingSchema,
  updateSessionSchema,
} from '@school-ops/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authority, LOGGED_IN } from '../../auth/access.ts';
import { actorOf, principalOf } from '../../auth/principal.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { sendJsonText } from '../../lib/json-cache.ts';
import { createStudentsService } from '../students/index.ts';
import { createSessionsService, type Caller } from './service.ts';
import { docs } from './api-docs.ts';

const anyone = { access: LOGGED_IN };
const tags = ['sessions'];

export const sessionsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (
  app,
  { db, storage, images, config, changes },
) => {
  const students = createStudentsService({
    db,
    storage,
    images,
    notesBaseUrl: config.notesBaseUrl,
    warn: (message, err) => app.log.warn({ err }, message),
  });
  const sessions = createSessionsService({ db, students, storage, changes });
  const who = (req: Parameters<typeof actorOf>[0]): Caller => ({ principal: principalOf(req), actor: actorOf(req) });

  app.get(
    '/api/sessions',
    { config: anyone, schema: { ...docs.listSessions, tags, querystring: sessionsQuerySchema } },
    async (req, reply) => sendJsonText(reply, await sessions.listJson(principalOf(req), req.query)),
  );

  /** The session, and the book or spelling words its test needs. */
  app.get('/api/sessions/:id', { config: anyone, schema: { ...docs.getSession, tags, params: idParam } }, async (req) =>
    sessions.get(principalOf(req), req.params.id),
  );

  app.patch(
    '/api/sessions/:id/performance/:kind',
    {
      config: anyone,
      schema: {
        ...docs.submitSessionPerformance,
        tags,
        params: idParam.extend({
          kind: z.enum(PERFORMANCE_KINDS, { error: 'the form must be abc, spelling, book, nonSystemBook or class' }),
        }),
        body: z.record(z.string(), z.unknown(), { error: 'request body must be a JSON object' }),
      },
    },
    async (req) => ({ document: await sessions.submitPerformance(who(req), req.params.id, req.params.kind, req.body) }),
  );

  app.get(
    '/api/sessions/:id/previous',
    { config: anyone, schema: { ...docs.getPreviousSession, tags, params: idParam } },
    async (req) => ({
      document: await sessions.previous(principalOf(req), req.params.id),
    }),
  );

  app.patch(
    '/api/sessions/:id/status',
    { config: anyone, schema: { ...docs.changeSessionStatus, tags, params: idParam, body: sessionStatusBodySchema } },
    async (req) => ({ document: await sessions.changeStatus(who(req), req.params.id, req.body) }),
  );

  app.patch(
    '/api/sessions/:id',
    { config: anyone, schema: { ...docs.updateSession, tags, params: idParam, body: updateSessionSchema } },
    async (req) => ({ document: await sessions.update(who(req), req.params.id, req.body) }),
  );

  app.patch(
    '/api/sessions/:id/student-reading',
    {
      config: anyone,
      schema: { ...docs.setSessionStudentReading, tags, params: idParam, body: sessionStudentReadingSchema },
    },
    async (req) => ({ document: await sessions.setStudentReading(who(req), req.params.id, req.body) }),
  );

  app.patch(
    '/api/sessions/:id/check',
    {
      config: { access: authority(AUTHORITY.supervisor) },
      schema: { ...docs.checkSession, tags, params: idParam, body: checkSessionSchema },
    },
    async (req) => ({ document: await sessions.check(who(req), req.params.id, req.body) }),
  );
};

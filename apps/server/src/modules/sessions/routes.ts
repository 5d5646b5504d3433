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
import { identityOf } from '../../auth/identity.ts';
import type { Once } from '../../idempotency/once.ts';
import { sendJsonText } from '../../lib/json-cache.ts';
import type { SessionsService } from './service.ts';
import { docs } from './api-docs.ts';

const anyone = { access: LOGGED_IN };
const tags = ['sessions'];

export const sessionsRoutes: FastifyPluginAsyncZod<{ sessions: SessionsService; once: Once }> = async (
  app,
  { sessions, once },
) => {
  app.get(
    '/api/sessions',
    { config: anyone, schema: { ...docs.listSessions, tags, querystring: sessionsQuerySchema } },
    async (req, reply) => sendJsonText(reply, await sessions.listJson(identityOf(req), req.query)),
  );

  /** The session, and the book or spelling words its test needs. */
  app.get('/api/sessions/:id', { config: anyone, schema: { ...docs.getSession, tags, params: idParam } }, async (req) =>
    sessions.get(identityOf(req), req.params.id),
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
    async (req, reply) =>
      once(req, reply, async (within) => ({
        document: await sessions.submitPerformance(identityOf(req), req.params.id, req.params.kind, req.body, within),
      })),
  );

  app.get(
    '/api/sessions/:id/previous',
    { config: anyone, schema: { ...docs.getPreviousSession, tags, params: idParam } },
    async (req) => ({
      document: await sessions.previous(identityOf(req), req.params.id),
    }),
  );

  app.patch(
    '/api/sessions/:id/status',
    { config: anyone, schema: { ...docs.changeSessionStatus, tags, params: idParam, body: sessionStatusBodySchema } },
    async (req) => ({ document: await sessions.changeStatus(identityOf(req), req.params.id, req.body) }),
  );

  app.patch(
    '/api/sessions/:id',
    { config: anyone, schema: { ...docs.updateSession, tags, params: idParam, body: updateSessionSchema } },
    async (req) => ({ document: await sessions.update(identityOf(req), req.params.id, req.body) }),
  );

  app.patch(
    '/api/sessions/:id/student-reading',
    {
      config: anyone,
      schema: { ...docs.setSessionStudentReading, tags, params: idParam, body: sessionStudentReadingSchema },
    },
    async (req) => ({ document: await sessions.setStudentReading(identityOf(req), req.params.id, req.body) }),
  );

  app.patch(
    '/api/sessions/:id/check',
    {
      config: { access: authority(AUTHORITY.supervisor) },
      schema: { ...docs.checkSession, tags, params: idParam, body: checkSessionSchema },
    },
    async (req) => ({ document: await sessions.check(identityOf(req), req.params.id, req.body) }),
  );
};

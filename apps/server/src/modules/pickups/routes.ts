import {
  AUTHORITY,
  idParam,
  myPickupsQuerySchema,
  recordId,
  pickupsQuerySchema,
  pickupStatusSchema,
  updatePickupSchema,
} from '@school-ops/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authority, LOGGED_IN } from '../../auth/access.ts';
import { identityOf } from '../../auth/identity.ts';
import type { Once } from '../../idempotency/once.ts';
import type { PickupsService } from './service.ts';
import { sendJsonText } from '../../lib/json-cache.ts';
import { docs } from './api-docs.ts';

const tags = ['pickups'];
const supervisors = { access: authority(AUTHORITY.supervisor) };
/** Teachers on a pickup step its status and read their own pickups; the service checks which. */
const loggedIn = { access: LOGGED_IN };

export const pickupsRoutes: FastifyPluginAsyncZod<{ pickups: PickupsService; once: Once }> = async (
  app,
  { pickups, once },
) => {
  app.get(
    '/api/pickups',
    { config: supervisors, schema: { ...docs.listPickups, tags, querystring: pickupsQuerySchema } },
    async (req, reply) => sendJsonText(reply, await pickups.listJson(identityOf(req), req.query)),
  );

  app.get(
    '/api/pickups/my-pickups/:userId',
    {
      config: loggedIn,
      schema: {
        ...docs.listMyPickups,
        tags,
        params: z.object({ userId: recordId }),
        querystring: myPickupsQuerySchema,
      },
    },
    async (req) => pickups.myPickups(identityOf(req), req.params.userId, req.query.date),
  );

  app.patch(
    '/api/pickups/:id',
    { config: supervisors, schema: { ...docs.updatePickup, tags, params: idParam, body: updatePickupSchema } },
    async (req) => ({
      document: await pickups.update(identityOf(req), req.params.id, req.body),
    }),
  );

  app.patch(
    '/api/pickups/:id/status',
    { config: loggedIn, schema: { ...docs.stepPickupStatus, tags, params: idParam, body: pickupStatusSchema } },
    async (req, reply) =>
      once(req, reply, async (within) => ({
        document: await pickups.setStatus(identityOf(req), req.params.id, req.body.status, within),
      })),
  );
};

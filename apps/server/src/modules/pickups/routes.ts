import { AUTHORITY, idParam, myPickupsQuerySchema, pickupsQuerySchema, pickupStatusSchema, updatePickupSchema } from '@school-ops/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authority, LOGGED_IN } from '../../auth/access.ts';
import { actorOf, principalOf } from '../../auth/principal.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { createPickupsService } from './service.ts';
import { sendJsonText } from '../../lib/json-cache.ts';
import { one, operation } from '../../openapi/responses.ts';
import { Pickup, PickupStaff } from '../../openapi/records.ts';

const tags = ['pickups'];
const supervisors = { access: authority(AUTHORITY.supervisor) };
/** Teachers on a pickup step its status and read their own pickups; the service checks which. */
const loggedIn = { access: LOGGED_IN };

export const pickupsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, storage, changes }) => {
  const pickups = createPickupsService({ db, storage, changes });

  app.get('/api/pickups', { config: supervisors, schema: { ...operation({ id: 'listPickups', summary: 'List a school\'s pick-ups of a day, with the staff on shift', ok: z.object({ pickups: z.array(Pickup), shifts: z.array(PickupStaff) }).describe('The day\'s pick-ups and staff') }), tags, querystring: pickupsQuerySchema } }, async (req, reply) =>
    sendJsonText(reply, await pickups.listJson(req.query)),
  );

  app.get(
    '/api/pickups/my-pickups/:userId',
    { config: loggedIn, schema: { ...operation({ id: 'listMyPickups', summary: 'A teacher\'s pick-ups of a day', ok: z.object({ pickups: z.array(Pickup), shifts: z.array(PickupStaff), hasShift: z.boolean() }).describe('The teacher\'s pick-ups') }), tags, params: z.object({ userId: z.uuid({ error: 'requested data not found' }) }), querystring: myPickupsQuerySchema } },
    async (req) => pickups.myPickups(principalOf(req), req.params.userId, req.query.date),
  );

  app.patch('/api/pickups/:id', { config: supervisors, schema: { ...operation({ id: 'updatePickup', summary: 'Assign staff or change a pick-up', ok: one(Pickup, 'The pick-up after the change'), errors: [409] }), tags, params: idParam, body: updatePickupSchema } }, async (req) => ({
    document: await pickups.update(actorOf(req), req.params.id, req.body),
  }));

  app.patch('/api/pickups/:id/status', { config: loggedIn, schema: { ...operation({ id: 'stepPickupStatus', summary: 'Step a pick-up\'s status', ok: one(Pickup, 'The pick-up with its new status'), errors: [409] }), tags, params: idParam, body: pickupStatusSchema } }, async (req) => ({
    document: await pickups.setStatus(principalOf(req), actorOf(req), req.params.id, req.body.status),
  }));
};

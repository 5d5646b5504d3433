import {
  AUTHORITY,
  availabilityQuerySchema,
  availabilitySchema,
  canSubmitSchema,
  createShiftSchema,
  idParam,
  manageShiftsQuerySchema,
  maxHoursSchema,
  myShiftQuerySchema,
  partTimeDataQuerySchema,
  ROLE,
  shiftsQuerySchema,
  updateManyShiftsSchema,
  updateShiftSchema,
} from '@school-ops/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authority, LOGGED_IN, role } from '../../auth/access.ts';
import { actorOf, principalOf } from '../../auth/principal.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { updateMaxHours } from './max-hours.ts';
import { createShiftsService, type Caller } from './service.ts';
import { sendJsonText } from '../../lib/json-cache.ts';
import { many, one, operation } from '../../openapi/responses.ts';
import { Shift, User } from '../../openapi/records.ts';

const tags = ['shifts'];
/** My Shifts: part-time teacher role or higher (spec section 2). */
const teachers = { access: role(ROLE.partTimeTeacher) };
const supervisors = { access: authority(AUTHORITY.supervisor) };

export const shiftsRoutes: FastifyPluginAsyncZod<Pick<FeatureDeps, 'db' | 'changes'>> = async (app, { db, changes }) => {
  const shifts = createShiftsService({ db, changes });
  const who = (req: Parameters<typeof actorOf>[0]): Caller => ({ principal: principalOf(req), actor: actorOf(req) });

  app.patch(
    '/api/shifts/update-max-hours/:userId',
    { config: teachers, schema: { ...operation({ id: 'updateMaxHours', summary: 'Set a part-timer\'s maximum hours a week', ok: one(User, 'The teacher with the new maximum') }), tags, params: z.object({ userId: z.uuid() }), body: maxHoursSchema } },
    async (req) => ({ document: await updateMaxHours(db, actorOf(req), req.params.userId, req.body) }),
  );

  // ---- availability (My Shifts) ----

  app.get('/api/shifts/availability', { config: teachers, schema: { ...operation({ id: 'listAvailability', summary: 'A teacher\'s submitted availability', ok: z.object({ shifts: z.array(Shift), canSubmit: z.boolean() }).describe('The shifts and whether submitting is open') }), tags, querystring: availabilityQuerySchema } }, async (req) =>
    shifts.availability(principalOf(req), req.query),
  );

  app.post('/api/shifts/availability', { config: teachers, schema: { ...operation({ id: 'submitAvailability', summary: 'Submit or change one\'s availability for a day', status: 201, also: { 200: one(Shift, 'The availability, changed') }, ok: one(Shift, 'The availability, submitted'), errors: [409] }), tags, body: availabilitySchema } }, async (req, reply) => {
    const { document, created } = await shifts.submitAvailability(who(req), req.body);
    return reply.code(created ? 201 : 200).send({ document });
  });

  app.delete('/api/shifts/availability/:id', { config: teachers, schema: { ...operation({ id: 'deleteAvailability', summary: 'Withdraw one\'s availability for a day', ok: one(Shift, 'The withdrawn availability'), errors: [409] }), tags, params: idParam } }, async (req) => ({
    document: await shifts.deleteAvailability(who(req), req.params.id),
  }));

  app.get('/api/shifts/my-shift/:id', { config: { access: LOGGED_IN }, schema: { ...operation({ id: 'listMyShifts', summary: 'A teacher\'s confirmed shifts on a day', ok: many(Shift, 'The shifts') }), tags, params: idParam, querystring: myShiftQuerySchema } }, async (req) => ({
    documents: await shifts.myShifts(principalOf(req), req.params.id, req.query.date),
  }));

  // ---- Manage Shifts, Part-Timer Shifts ----

  app.get('/api/shifts/manage', { config: supervisors, schema: { ...operation({ id: 'manageShifts', summary: 'Shifts of a period, for assigning', ok: z.object({ shifts: z.array(Shift), canSubmit: z.boolean(), registrationNumbers: z.unknown() }).describe('The shifts, the submission switch and the counts') }), tags, querystring: manageShiftsQuerySchema } }, async (req, reply) =>
    sendJsonText(reply, await shifts.manageJson(req.query)),
  );

  app.get('/api/shifts/part-time-data', { config: supervisors, schema: { ...operation({ id: 'getPartTimeData', summary: 'Figures per part-timer for the weeks around a date', ok: z.object({ data: z.array(z.record(z.string(), z.unknown())) }).describe('One entry per part-timer') }), tags, querystring: partTimeDataQuerySchema } }, async (req, reply) =>
    sendJsonText(reply, await shifts.partTimeDataJson(req.query.date)),
  );

  app.get('/api/shifts', { config: supervisors, schema: { ...operation({ id: 'listShifts', summary: 'List shifts', ok: many(Shift, 'The shifts') }), tags, querystring: shiftsQuerySchema } }, async (req) => ({
    documents: await shifts.list(req.query),
  }));

  app.post('/api/shifts', { config: supervisors, schema: { ...operation({ id: 'createShift', summary: 'Create a shift', status: 201, ok: one(Shift, 'The new shift'), errors: [409] }), tags, body: createShiftSchema } }, async (req, reply) =>
    reply.code(201).send({ document: await shifts.create(actorOf(req), req.body) }),
  );

  app.patch('/api/shifts/update-many', { config: supervisors, schema: { ...operation({ id: 'updateShifts', summary: 'Assign, confirm or cancel several shifts at once', ok: many(Shift, 'The shifts after the change'), errors: [409] }), tags, body: updateManyShiftsSchema } }, async (req) => ({
    documents: await shifts.updateMany(actorOf(req), req.body.updates),
  }));

  app.patch('/api/shifts/can-submit', { config: supervisors, schema: { ...operation({ id: 'setCanSubmit', summary: 'Open or close availability submission', ok: one(z.object({ canSubmit: z.boolean() }), 'The switch') }), tags, body: canSubmitSchema } }, async (req) => ({
    document: await shifts.setCanSubmit(actorOf(req), req.body.canSubmit),
  }));

  app.get('/api/shifts/:id', { config: supervisors, schema: { ...operation({ id: 'getShift', summary: 'Get a shift', ok: one(Shift, 'The shift') }), tags, params: idParam } }, async (req) => ({
    document: await shifts.get(req.params.id),
  }));

  app.patch('/api/shifts/:id', { config: supervisors, schema: { ...operation({ id: 'updateShift', summary: 'Update a shift', ok: one(Shift, 'The shift after the change'), errors: [409] }), tags, params: idParam, body: updateShiftSchema } }, async (req) => ({
    document: await shifts.update(actorOf(req), req.params.id, req.body),
  }));

  app.delete('/api/shifts/:id', { config: supervisors, schema: { ...operation({ id: 'deleteShift', summary: 'Delete a shift', ok: one(Shift, 'The deleted shift') }), tags, params: idParam } }, async (req) => ({
    document: await shifts.remove(actorOf(req), req.params.id),
  }));

  // The Users page's 'delete future shifts' (managers, like the rest of that page).
  app.delete('/api/users/:id/shifts', { config: { access: authority(AUTHORITY.manager) }, schema: { ...operation({ id: 'deleteFutureShifts', summary: 'Delete a user\'s future shifts', ok: one(z.object({ userId: z.uuid(), deleted: z.number().int() }), 'How many were deleted') }), tags, params: idParam } }, async (req) => ({
    document: await shifts.deleteFuture(actorOf(req), req.params.id),
  }));
};

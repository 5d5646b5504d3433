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
import { identityOf } from '../../auth/identity.ts';
import type { ShiftsService } from './service.ts';
import { sendJsonText } from '../../lib/json-cache.ts';
import { docs } from './api-docs.ts';

const tags = ['shifts'];
/** My Shifts: part-time teacher role or higher (docs/product.md §2.1). */
const teachers = { access: role(ROLE.partTimeTeacher) };
const supervisors = { access: authority(AUTHORITY.supervisor) };

export const shiftsRoutes: FastifyPluginAsyncZod<{ shifts: ShiftsService }> = async (app, { shifts }) => {
  app.patch(
    '/api/shifts/update-max-hours/:userId',
    {
      config: teachers,
      schema: { ...docs.updateMaxHours, tags, params: z.object({ userId: z.uuid() }), body: maxHoursSchema },
    },
    async (req) => ({ document: await shifts.updateMaxHours(identityOf(req), req.params.userId, req.body) }),
  );

  // ---- availability (My Shifts) ----

  app.get(
    '/api/shifts/availability',
    { config: teachers, schema: { ...docs.listAvailability, tags, querystring: availabilityQuerySchema } },
    async (req) => shifts.availability(identityOf(req), req.query),
  );

  app.post(
    '/api/shifts/availability',
    { config: teachers, schema: { ...docs.submitAvailability, tags, body: availabilitySchema } },
    async (req, reply) => {
      const { document, created } = await shifts.submitAvailability(identityOf(req), req.body);
      return reply.code(created ? 201 : 200).send({ document });
    },
  );

  app.delete(
    '/api/shifts/availability/:id',
    { config: teachers, schema: { ...docs.deleteAvailability, tags, params: idParam } },
    async (req) => ({
      document: await shifts.deleteAvailability(identityOf(req), req.params.id),
    }),
  );

  app.get(
    '/api/shifts/my-shift/:id',
    {
      config: { access: LOGGED_IN },
      schema: { ...docs.listMyShifts, tags, params: idParam, querystring: myShiftQuerySchema },
    },
    async (req) => ({
      documents: await shifts.myShifts(identityOf(req), req.params.id, req.query.date),
    }),
  );

  // ---- Manage Shifts, Part-Timer Shifts ----

  app.get(
    '/api/shifts/manage',
    { config: supervisors, schema: { ...docs.manageShifts, tags, querystring: manageShiftsQuerySchema } },
    async (req, reply) => sendJsonText(reply, await shifts.manageJson(identityOf(req), req.query)),
  );

  app.get(
    '/api/shifts/part-time-data',
    { config: supervisors, schema: { ...docs.getPartTimeData, tags, querystring: partTimeDataQuerySchema } },
    async (req, reply) => sendJsonText(reply, await shifts.partTimeDataJson(req.query.date)),
  );

  app.get(
    '/api/shifts',
    { config: supervisors, schema: { ...docs.listShifts, tags, querystring: shiftsQuerySchema } },
    async (req) => ({
      documents: await shifts.list(identityOf(req), req.query),
    }),
  );

  app.post(
    '/api/shifts',
    { config: supervisors, schema: { ...docs.createShift, tags, body: createShiftSchema } },
    async (req, reply) => reply.code(201).send({ document: await shifts.create(identityOf(req), req.body) }),
  );

  app.patch(
    '/api/shifts/update-many',
    { config: supervisors, schema: { ...docs.updateShifts, tags, body: updateManyShiftsSchema } },
    async (req) => ({
      documents: await shifts.updateMany(identityOf(req), req.body.updates),
    }),
  );

  app.get('/api/shifts/can-submit', { config: supervisors, schema: { ...docs.getCanSubmit, tags } }, async () => ({
    document: await shifts.canSubmit(),
  }));

  app.get('/api/shifts/staff', { config: supervisors, schema: { ...docs.listShiftStaff, tags } }, async () => ({
    documents: await shifts.staff(),
  }));

  app.patch(
    '/api/shifts/can-submit',
    { config: supervisors, schema: { ...docs.setCanSubmit, tags, body: canSubmitSchema } },
    async (req) => ({
      document: await shifts.setCanSubmit(identityOf(req), req.body.canSubmit),
    }),
  );

  app.get(
    '/api/shifts/:id',
    { config: supervisors, schema: { ...docs.getShift, tags, params: idParam } },
    async (req) => ({
      document: await shifts.get(identityOf(req), req.params.id),
    }),
  );

  app.patch(
    '/api/shifts/:id',
    { config: supervisors, schema: { ...docs.updateShift, tags, params: idParam, body: updateShiftSchema } },
    async (req) => ({
      document: await shifts.update(identityOf(req), req.params.id, req.body),
    }),
  );

  app.delete(
    '/api/shifts/:id',
    { config: supervisors, schema: { ...docs.deleteShift, tags, params: idParam } },
    async (req) => ({
      document: await shifts.remove(identityOf(req), req.params.id),
    }),
  );

  // The Users page's 'delete future shifts' (managers, like the rest of that page).
  app.delete(
    '/api/users/:id/shifts',
    { config: { access: authority(AUTHORITY.manager) }, schema: { ...docs.deleteFutureShifts, tags, params: idParam } },
    async (req) => ({
      document: await shifts.deleteFuture(identityOf(req), req.params.id),
    }),
  );
};

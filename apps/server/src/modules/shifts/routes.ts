import { maxHoursSchema, ROLE } from '@school-ops/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { role } from '../../auth/access.ts';
import { actorOf } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { updateMaxHours } from './max-hours.ts';

export const shiftsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.patch(
    '/api/shifts/update-max-hours/:userId',
    {
      config: { access: role(ROLE.partTimeTeacher) },
      schema: { tags: ['shifts'], params: z.object({ userId: z.uuid() }), body: maxHoursSchema },
    },
    async (req) => ({ document: await updateMaxHours(db, actorOf(req), req.params.userId, req.body) }),
  );
};

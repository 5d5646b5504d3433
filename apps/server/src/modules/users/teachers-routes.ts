import { AUTHORITY, idParam, updateTeacherSchema } from '@school-ops/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authority } from '../../auth/access.ts';
import { identityOf } from '../../auth/identity.ts';
import type { TeachersService } from './teachers-service.ts';
import { docs } from './api-docs.ts';

const supervisors = { access: authority(AUTHORITY.supervisor) };

export const teachersRoutes: FastifyPluginAsyncZod<{ teachers: TeachersService }> = async (app, { teachers }) => {
  app.get(
    '/api/users/teachers',
    { config: supervisors, schema: { ...docs.listTeachers, tags: ['teachers'] } },
    async () => ({
      documents: await teachers.list(),
    }),
  );

  app.get(
    '/api/users/teachers/:id',
    { config: supervisors, schema: { ...docs.getTeacher, tags: ['teachers'], params: idParam } },
    async (req) => ({
      document: await teachers.get(req.params.id),
    }),
  );

  app.patch(
    '/api/users/teachers/:id',
    {
      config: supervisors,
      schema: { ...docs.updateTeacher, tags: ['teachers'], params: idParam, body: updateTeacherSchema },
    },
    async (req) => ({ document: await teachers.update(identityOf(req), req.params.id, req.body) }),
  );
};

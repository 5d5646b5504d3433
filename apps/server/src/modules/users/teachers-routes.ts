import { AUTHORITY, idParam, updateTeacherSchema } from '@school-ops/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authority } from '../../auth/access.ts';
import { actorOf } from '../../auth/principal.ts';
import type { TeachersService } from './teachers-service.ts';
import { many, one, operation } from '../../openapi/responses.ts';
import { User } from '../../openapi/records.ts';

const supervisors = { access: authority(AUTHORITY.supervisor) };

export const teachersRoutes: FastifyPluginAsyncZod<{ teachers: TeachersService }> = async (app, { teachers }) => {
  app.get('/api/users/teachers', { config: supervisors, schema: { ...operation({ id: 'listTeachers', summary: 'List teachers', ok: many(User, 'Every teacher') }), tags: ['teachers'] } }, async () => ({
    documents: await teachers.list(),
  }));

  app.get('/api/users/teachers/:id', { config: supervisors, schema: { ...operation({ id: 'getTeacher', summary: 'Get a teacher', ok: one(User, 'The teacher') }), tags: ['teachers'], params: idParam } }, async (req) => ({
    document: await teachers.get(req.params.id),
  }));

  app.patch(
    '/api/users/teachers/:id',
    { config: supervisors, schema: { ...operation({ id: 'updateTeacher', summary: 'Update a teacher\'s levels and main shift', ok: one(User, 'The teacher after the change') }), tags: ['teachers'], params: idParam, body: updateTeacherSchema } },
    async (req) => ({ document: await teachers.update(actorOf(req), req.params.id, req.body) }),
  );
};

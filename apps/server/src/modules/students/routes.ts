import { idParam, STUDENT_MSG, studentsQuerySchema, updateStudentSchema, UPLOAD_LIMIT_BYTES } from '@school-ops/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityOf } from '../../auth/identity.ts';
import { badRequest } from '../../lib/http-error.ts';
import { readMultipart } from '../../storage/index.ts';
import { STUDENTS_ACCESS } from './policy.ts';
import type { StudentsService } from './service.ts';
import { sendJsonText } from '../../lib/json-cache.ts';
import { docs } from './api-docs.ts';

const config = { access: STUDENTS_ACCESS };
const tags = ['students'];

export const studentsRoutes: FastifyPluginAsyncZod<{ students: StudentsService }> = async (app, { students }) => {
  app.get(
    '/api/students',
    { config, schema: { ...docs.listStudents, tags, querystring: studentsQuerySchema } },
    async (req, reply) => sendJsonText(reply, await students.listJson(identityOf(req), req.query.search)),
  );

  app.get('/api/students/:id', { config, schema: { ...docs.getStudent, tags, params: idParam } }, async (req) => ({
    document: await students.get(identityOf(req), req.params.id),
  }));

  app.patch(
    '/api/students/:id',
    { config, schema: { ...docs.updateStudent, tags, params: idParam, body: updateStudentSchema } },
    async (req) => ({
      document: await students.update(identityOf(req), req.params.id, req.body),
    }),
  );

  // Multipart, form field `photo`: one image, below 32 MB in total (docs/product.md §9).
  app.patch(
    '/api/students/:id/photo',
    { config, schema: { ...docs.replaceStudentPhoto, tags, params: idParam } },
    async (req) => {
      const { files } = await readMultipart(req, {
        maxTotalBytes: UPLOAD_LIMIT_BYTES,
        exclusive: true,
        tooLargeMessage: STUDENT_MSG.photoTooLarge,
      });
      const photos = files.filter((f) => f.field === 'photo');
      if (photos.length === 0) throw badRequest(STUDENT_MSG.photoRequired);
      if (photos.length > 1 || files.length > 1) throw badRequest(STUDENT_MSG.onePhoto);
      return { document: await students.replacePhoto(identityOf(req), req.params.id, photos[0]!.buffer) };
    },
  );
};

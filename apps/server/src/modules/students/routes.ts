import { idParam, STUDENT_MSG, studentsQuerySchema, updateStudentSchema, UPLOAD_LIMIT_BYTES } from '@school-ops/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../auth/principal.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { badRequest } from '../../lib/http-error.ts';
import { readMultipart } from '../../storage/index.ts';
import { STUDENTS_ACCESS } from './policy.ts';
import { createStudentsService } from './service.ts';
import { sendJsonText } from '../../lib/json-cache.ts';
import { many, one, operation } from '../../openapi/responses.ts';
import { Student } from '../../openapi/records.ts';
import { studentPhotoForm } from '../../openapi/bodies.ts';

const config = { access: STUDENTS_ACCESS };
const tags = ['students'];

export const studentsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, storage, config: appConfig, changes }) => {
  const students = createStudentsService({
    db,
    storage,
    notesBaseUrl: appConfig.notesBaseUrl,
    warn: (message, err) => app.log.warn({ err }, message),
    changes,
  });

  app.get('/api/students', { config, schema: { ...operation({ id: 'listStudents', summary: 'List or search students', ok: many(Student, 'The students found') }), tags, querystring: studentsQuerySchema } }, async (req, reply) =>
    sendJsonText(reply, await students.listJson(req.query.search)),
  );

  app.get('/api/students/:id', { config, schema: { ...operation({ id: 'getStudent', summary: 'Get a student', ok: one(Student, 'The student') }), tags, params: idParam } }, async (req) => ({
    document: await students.get(req.params.id),
  }));

  app.patch('/api/students/:id', { config, schema: { ...operation({ id: 'updateStudent', summary: 'Update a student\'s details and reading setting', ok: one(Student, 'The student after the change'), errors: [409] }), tags, params: idParam, body: updateStudentSchema } }, async (req) => ({
    document: await students.update(actorOf(req), req.params.id, req.body),
  }));

  // Multipart, form field `photo`: one image, below 32 MB in total (spec section 9).
  app.patch('/api/students/:id/photo', { config, schema: { ...operation({ id: 'replaceStudentPhoto', summary: 'Replace a student\'s photo (multipart)', ok: one(Student, 'The student with the new photo'), errors: [413, 415] }), documentedBody: studentPhotoForm, tags, params: idParam } }, async (req) => {
    const { files } = await readMultipart(req, {
      maxTotalBytes: UPLOAD_LIMIT_BYTES,
      exclusive: true,
      tooLargeMessage: STUDENT_MSG.photoTooLarge,
    });
    const photos = files.filter((f) => f.field === 'photo');
    if (photos.length === 0) throw badRequest(STUDENT_MSG.photoRequired);
    if (photos.length > 1 || files.length > 1) throw badRequest(STUDENT_MSG.onePhoto);
    return { document: await students.replacePhoto(actorOf(req), req.params.id, photos[0]!.buffer) };
  });
};

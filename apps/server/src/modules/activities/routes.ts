import {
  ACTIVITY_MSG,
  activitiesQuerySchema,
  activityFieldsSchema,
  deleteActivityPhotoSchema,
  idParam,
  UPLOAD_LIMIT_BYTES,
} from '@school-ops/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../auth/principal.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { badRequest } from '../../lib/http-error.ts';
import { readMultipart } from '../../storage/index.ts';
import { ACTIVITIES_ACCESS, DELETE_PHOTOS_ACCESS } from './policy.ts';
import { createActivitiesService } from './service.ts';
import { many, one, operation } from '../../openapi/responses.ts';
import { Activity } from '../../openapi/records.ts';
import { activityForm } from '../../openapi/bodies.ts';

const anyone = { access: ACTIVITIES_ACCESS };
const supervisors = { access: DELETE_PHOTOS_ACCESS };
const tags = ['activities'];

export const activitiesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, storage }) => {
  const activities = createActivitiesService({ db, storage, warn: (message, err) => app.log.warn({ err }, message) });

  app.get('/api/activities', { config: anyone, schema: { ...operation({ id: 'listActivities', summary: 'List a day\'s activities of a school', ok: many(Activity, 'The day\'s activities, one per class') }), tags, querystring: activitiesQuerySchema } }, async (req) => ({
    documents: await activities.list(req.query),
  }));

  app.get('/api/activities/:id', { config: anyone, schema: { ...operation({ id: 'getActivity', summary: 'Get an activity', ok: one(Activity, 'The activity') }), tags, params: idParam } }, async (req) => ({
    document: await activities.get(req.params.id),
  }));

  // Multipart: fields title, description, confirmed ('true'/'false'), photoAction ('replace'|'add'),
  // and files `photos`, below 32 MB in total (spec section 9).
  app.patch('/api/activities/:id', { config: anyone, schema: { ...operation({ id: 'updateActivity', summary: 'Update an activity and add or replace its photos (multipart)', ok: one(Activity, 'The activity after the change'), errors: [413, 415] }), documentedBody: activityForm, tags, params: idParam } }, async (req) => {
    const { fields, files } = await readMultipart(req, {
      maxTotalBytes: UPLOAD_LIMIT_BYTES,
      exclusive: true,
      tooLargeMessage: ACTIVITY_MSG.tooLarge,
    });
    const parsed = activityFieldsSchema.safeParse(fields);
    if (!parsed.success) throw badRequest(parsed.error.issues.map((i) => i.message));
    const photos = files.filter((f) => f.field === 'photos').map((f) => f.buffer);
    return { document: await activities.update(actorOf(req), req.params.id, parsed.data, photos) };
  });

  app.patch('/api/activities/:id/delete-photos', { config: supervisors, schema: { ...operation({ id: 'deleteActivityPhotos', summary: 'Delete every photo of an activity', ok: one(Activity, 'The activity without photos') }), tags, params: idParam } }, async (req) => ({
    document: await activities.deletePhotos(actorOf(req), req.params.id),
  }));

  app.patch(
    '/api/activities/:id/delete-photo',
    { config: supervisors, schema: { ...operation({ id: 'deleteActivityPhoto', summary: 'Delete one photo of an activity', ok: one(Activity, 'The activity without that photo') }), tags, params: idParam, body: deleteActivityPhotoSchema } },
    async (req) => ({ document: await activities.deletePhoto(actorOf(req), req.params.id, req.body.photoUrl) }),
  );
};

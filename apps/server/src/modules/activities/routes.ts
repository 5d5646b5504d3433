import {
  ACTIVITY_MSG,
  activitiesQuerySchema,
  activityFieldsSchema,
  deleteActivityPhotoSchema,
  idParam,
  UPLOAD_LIMIT_BYTES,
} from '@school-ops/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityOf } from '../../auth/identity.ts';
import { badRequest } from '../../lib/http-error.ts';
import { readMultipart } from '../../storage/index.ts';
import { ACTIVITIES_ACCESS, DELETE_PHOTOS_ACCESS } from './policy.ts';
import type { ActivitiesService } from './service.ts';
import { docs } from './api-docs.ts';

const anyone = { access: ACTIVITIES_ACCESS };
const supervisors = { access: DELETE_PHOTOS_ACCESS };
const tags = ['activities'];

export const activitiesRoutes: FastifyPluginAsyncZod<{ activities: ActivitiesService }> = async (
  app,
  { activities },
) => {
  app.get(
    '/api/activities',
    { config: anyone, schema: { ...docs.listActivities, tags, querystring: activitiesQuerySchema } },
    async (req) => ({
      documents: await activities.list(identityOf(req), req.query),
    }),
  );

  app.get(
    '/api/activities/:id',
    { config: anyone, schema: { ...docs.getActivity, tags, params: idParam } },
    async (req) => ({
      document: await activities.get(identityOf(req), req.params.id),
    }),
  );

  // Multipart: fields title, description, confirmed ('true'/'false'), photoAction ('replace'|'add'),
  // and files `photos`, below 32 MB in total (docs/product.md §9).
  app.patch(
    '/api/activities/:id',
    { config: anyone, schema: { ...docs.updateActivity, tags, params: idParam } },
    async (req) => {
      const { fields, files } = await readMultipart(req, {
        maxTotalBytes: UPLOAD_LIMIT_BYTES,
        exclusive: true,
        tooLargeMessage: ACTIVITY_MSG.tooLarge,
      });
      const parsed = activityFieldsSchema.safeParse(fields);
      if (!parsed.success) throw badRequest(parsed.error.issues.map((i) => i.message));
      const photos = files.filter((f) => f.field === 'photos').map((f) => f.buffer);
      return { document: await activities.update(identityOf(req), req.params.id, parsed.data, photos) };
    },
  );

  app.patch(
    '/api/activities/:id/delete-photos',
    { config: supervisors, schema: { ...docs.deleteActivityPhotos, tags, params: idParam } },
    async (req) => ({
      document: await activities.deletePhotos(identityOf(req), req.params.id),
    }),
  );

  app.patch(
    '/api/activities/:id/delete-photo',
    {
      config: supervisors,
      schema: { ...docs.deleteActivityPhoto, tags, params: idParam, body: deleteActivityPhotoSchema },
    },
    async (req) => ({ document: await activities.deletePhoto(identityOf(req), req.params.id, req.body.photoUrl) }),
  );
};

import { many, one, operation } from '../../openapi/responses.ts';
import { Activity } from '../../openapi/records.ts';
import { activityForm } from '../../openapi/bodies.ts';

/** How the activities routes appear in the OpenAPI document (docs/decisions/0017-api-documentation.md). */
export const docs = {
  listActivities: operation({
    id: 'listActivities',
    summary: "List a day's activities of a school",
    ok: many(Activity, "The day's activities, one per class"),
  }),
  getActivity: operation({
    id: 'getActivity',
    summary: 'Get an activity',
    ok: one(Activity, 'The activity'),
  }),
  updateActivity: operation({
    id: 'updateActivity',
    summary: 'Update an activity and add or replace its photos (multipart)',
    ok: one(Activity, 'The activity after the change'),
    errors: [413, 415, 429, 503],
    body: activityForm,
  }),
  deleteActivityPhotos: operation({
    id: 'deleteActivityPhotos',
    summary: 'Delete every photo of an activity',
    ok: one(Activity, 'The activity without photos'),
  }),
  deleteActivityPhoto: operation({
    id: 'deleteActivityPhoto',
    summary: 'Delete one photo of an activity',
    ok: one(Activity, 'The activity without that photo'),
  }),
};

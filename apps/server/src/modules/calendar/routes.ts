import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOGGED_IN, PUBLIC } from '../../auth/access.ts';
import { identityOf } from '../../auth/identity.ts';
import { docs } from './api-docs.ts';
import type { CalendarService } from './service.ts';

const tags = ['calendar'];

/** Issue 22: a person's own feed URL (signed in) and the feed itself (the URL's token is its credential). */
export const calendarRoutes: FastifyPluginAsyncZod<{ calendar: CalendarService }> = async (app, { calendar }) => {
  app.get(
    '/api/calendar/subscription',
    { config: { access: LOGGED_IN }, schema: { ...docs.getCalendarSubscription, tags } },
    async (req) => ({ document: await calendar.subscription(identityOf(req)) }),
  );

  app.post(
    '/api/calendar/subscription/renew',
    { config: { access: LOGGED_IN }, schema: { ...docs.renewCalendarSubscription, tags } },
    async (req) => ({ document: await calendar.renew(identityOf(req)) }),
  );

  // Any string: a token of the wrong shape is answered 404 like an unknown one, never 400 (which would tell).
  app.get(
    '/api/calendar/:token.ics',
    { config: { access: PUBLIC }, schema: { ...docs.getCalendarFeed, tags, params: z.object({ token: z.string() }) } },
    async (req, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="school-ops.ics"')
        .send(await calendar.feed(req.params.token)),
  );
};

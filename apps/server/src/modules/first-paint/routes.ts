import {
  firstPaintQuerySchema,
  heldFilter,
  schoolToday,
  type FirstPaintQuery,
  type KeptFilter,
  type UserDto,
} from '@school-ops/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOGGED_IN } from '../../auth/access.ts';
import { docs } from './api-docs.ts';
import { inProcessApi } from './in-process-api.ts';
import type { PageRenderer } from './renderer.ts';

/** The device's list filter, as the app reads it today (lib/filter.ts): a date chosen on an earlier day is today. */
const filterOf = (query: FirstPaintQuery): KeptFilter =>
  heldFilter(
    { schoolName: query.school, className: query.class, date: query.date, chosenOn: query.chosenOn },
    schoolToday(),
  );

export const firstPaintRoutes: FastifyPluginAsyncZod<{ renderer: () => Promise<PageRenderer | null> }> = async (
  app,
  { renderer },
) => {
  app.get(
    '/api/first-paint',
    {
      config: { access: LOGGED_IN },
      schema: { ...docs.getFirstPaint, tags: ['first paint'], querystring: firstPaintQuerySchema },
    },
    async (req, reply) => {
      const render = await renderer();
      if (!render) return reply.code(204).send();
      const authorization = req.headers.authorization ?? '';
      const token = authorization.replace(/^Bearer\s+/i, '');
      const api = inProcessApi(app);
      // The person as the API presents them now, not as the device last saw them.
      const me = await api('/api/auth/me', { headers: { authorization } });
      if (!me.ok) return reply.code(204).send();
      const user = ((await me.json()) as { document: UserDto }).document;
      const { path, search, width, height } = req.query;
      const fieldSizing = req.query.fieldSizing === '1';
      try {
        const filter = filterOf(req.query);
        const page = await render.renderPage(
          { path, search, user, token, filter, width, height, fieldSizing, origin: `${req.protocol}://${req.host}` },
          api,
        );
        if (!page) return reply.code(204).send();
        return page;
      } catch (err) {
        // The app renders the page itself: a first paint is never worth an error page.
        req.log.warn({ err, path }, 'first paint: the page did not render on the server');
        return reply.code(204).send();
      }
    },
  );
};

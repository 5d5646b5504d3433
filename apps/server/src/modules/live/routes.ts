import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOGGED_IN } from '../../auth/access.ts';
import { identityOf, type Identity } from '../../auth/identity.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { LiveHub } from '../../live/hub.ts';
import { docs } from './api-docs.ts';

const tags = ['live'];

export interface LiveRouteDeps {
  /** Absent where the app follows no change feed (some tests): the route answers 503. */
  hub?: LiveHub;
  /** The stream's token checked again when users or logged-out tokens change (auth/authenticate.ts). */
  recheck: (token: string, req: { id: string; ip: string }) => Promise<Identity | null>;
}

export const liveRoutes: FastifyPluginAsyncZod<LiveRouteDeps> = async (app, { hub, recheck }) => {
  app.get('/api/events', { config: { access: LOGGED_IN }, schema: { ...docs.streamEvents, tags } }, (req, reply) => {
    if (!hub) throw new HttpError(503, 'live updates are not available on this server');
    // Only a client that reads a stream gets one; anything else (a plain fetch, a link) would wait forever.
    if (!String(req.headers.accept ?? '').includes('text/event-stream')) {
      throw new HttpError(406, 'the live stream is sent as text/event-stream: ask for it in the Accept header');
    }
    const identity = identityOf(req);
    const token = req.bearerToken!;
    const lastEventId = req.headers['last-event-id'];
    // The stream writes its own response: the headers the hooks set so far (security, no-store) go with it.
    reply.hijack();
    const set = Object.entries(reply.getHeaders()).filter(
      (e): e is [string, string | number | string[]] => e[1] !== undefined,
    );
    reply.raw.writeHead(200, {
      ...Object.fromEntries(set),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      // nginx and similar proxies must pass each event on at once.
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    reply.raw.write('retry: 2000\n\n');
    const close = hub.open({
      identity,
      stillValid: () => recheck(token, req),
      sink: { write: (chunk) => reply.raw.write(chunk), end: () => reply.raw.end() },
      lastEventId: typeof lastEventId === 'string' ? lastEventId : undefined,
    });
    req.raw.on('close', close);
  });
};

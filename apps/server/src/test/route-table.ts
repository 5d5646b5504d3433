import { channel } from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../app.ts';
import type { Access } from '../auth/access.ts';
import type { Db } from '../db/client.ts';
import { hasher, testConfig, tokens } from './build-test-app.ts';

export interface ApiRoute {
  method: string;
  url: string;
  /** "METHOD /api/path", the key of the route-table test's expectations. */
  key: string;
  access: Access | undefined;
  /** The zod schemas the route validates with (absent for multipart and body-less routes). */
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
}

/** Fastify announces every new instance here, before any plugin or route is registered. */
const initialization = channel('fastify.initialization');

/**
 * Every /api route of the real app (except the OpenAPI docs) with the access it declares.
 * Builds the app with an onRoute hook added the moment the instance exists, so it sees the
 * routes of every module, including ones added later, without a list kept by hand.
 */
export async function collectApiRoutes(db: Db): Promise<ApiRoute[]> {
  const routes: ApiRoute[] = [];
  const capture = (route: RouteOptions) => {
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds a HEAD twin for every GET; it shares the GET's config.
      if (method === 'HEAD') continue;
      const { body, querystring, params } = (route.schema ?? {}) as ApiRoute['schema'];
      routes.push({
        method,
        url: route.url,
        key: `${method} ${route.url}`,
        access: route.config?.access,
        schema: { body, querystring, params },
      });
    }
  };
  let target: FastifyInstance | undefined;
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    // Only the first instance (the app itself), should anything else start meanwhile.
    if (target) return;
    target = fastify;
    fastify.addHook('onRoute', capture);
  };
  initialization.subscribe(onInit);
  let app: FastifyInstance;
  try {
    app = await buildApp({ config: testConfig, db, hasher, tokens, logger: false });
    await app.ready();
  } finally {
    initialization.unsubscribe(onInit);
  }
  await app.close();
  if (app !== target) throw new Error('collectApiRoutes hooked a different Fastify instance than the app');
  return routes.sort((a, b) => a.key.localeCompare(b.key));
}

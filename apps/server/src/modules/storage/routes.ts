import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOGGED_IN, PUBLIC } from '../../auth/access.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import { identityOf } from '../../auth/identity.ts';
import { contentTypeOf, type FileStorage } from '../../storage/index.ts';
import { LOCAL_FILES_ROUTE, type createLocalStorage } from '../../storage/local.ts';
import { authorize } from './policy.ts';
import { docs } from './api-docs.ts';

const HOUR = 3_600_000;
export const MAX_EXPIRY_MS = 7 * 24 * HOUR;

const signQuery = z.object({
  expiresIn: z.coerce
    .number({ error: 'expiresIn must be a number of milliseconds' })
    .int({ error: 'expiresIn must be a whole number of milliseconds' })
    .min(1000, { error: 'expiresIn must be at least 1000 ms' })
    .max(MAX_EXPIRY_MS, { error: 'expiresIn must be at most 7 days' })
    .default(HOUR),
});

type LocalStorage = ReturnType<typeof createLocalStorage>;

export const storageRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, { storage }) => {
  app.get(
    '/api/object-storage/signed-url-read/:filename',
    {
      config: { access: LOGGED_IN },
      schema: {
        ...docs.signFileUrl,
        tags: ['storage'],
        params: z.object({ filename: z.string() }),
        querystring: signQuery,
      },
    },
    async (req) => {
      const { filename } = req.params;
      // 404 rather than 403: a caller who may not read a file learns nothing about it.
      authorize(identityOf(req), 'sign', { key: filename });
      const url = await storage.signedReadUrl(filename, req.query.expiresIn);
      return { document: { filename, url, expiresAt: new Date(Date.now() + req.query.expiresIn).toISOString() } };
    },
  );

  if (storage.kind !== 'local') return;
  const local = storage as LocalStorage;
  // The signature is the credential here: an <img> cannot send the bearer token.
  app.get(
    `${LOCAL_FILES_ROUTE}/:key`,
    {
      config: { access: PUBLIC },
      schema: {
        ...docs.readFile,
        tags: ['storage'],
        params: z.object({ key: z.string() }),
        querystring: z.object({ expires: z.string().default(''), signature: z.string().default('') }),
      },
    },
    async (req, reply) => {
      const { key } = req.params;
      if (!local.verify(key, req.query.expires, req.query.signature))
        throw forbidden('this link has expired or is not valid');
      const file = await local.get(key);
      if (!file) throw notFound();
      const maxAge = Math.max(0, Math.floor((Number(req.query.expires) - Date.now()) / 1000));
      return reply
        .header('content-type', contentTypeOf(key))
        .header('cache-control', `private, max-age=${maxAge}`)
        .header('content-disposition', 'inline')
        .send(file.body);
    },
  );
};

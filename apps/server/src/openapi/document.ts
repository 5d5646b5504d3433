import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { Access } from '../auth/access.ts';
import { errorResponses, type ErrorStatus } from './responses.ts';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A body the route reads itself (multipart forms, CSV files), by content type: documented, never
     * validated by Fastify (a `body` schema would be).
     */
    documentedBody?: Record<string, ZodType>;
    /** Content types of a success answer that is not JSON (a stored image). */
    produces?: readonly string[];
  }
}

export const DOCS_PREFIX = '/api/docs';

/**
 * GET /api/links/{role} and PATCH|DELETE /api/links/{id} are one URL template told apart by method
 * (spec routes). OpenAPI calls two templates that differ only in a name identical paths, so the
 * document shows one path whose parameter each operation describes.
 */
const SHARED_TEMPLATES: Record<string, { url: string; from: string; to: string; description: string }> = {
  '/api/links/:role': {
    url: '/api/links/:roleOrId',
    from: 'role',
    to: 'roleOrId',
    description: 'GET: a teaching role, 0 to 3',
  },
  '/api/links/:id': {
    url: '/api/links/:roleOrId',
    from: 'id',
    to: 'roleOrId',
    description: "PATCH, DELETE: the link's id",
  },
};

/** The errors a route can answer because of its access and its inputs; the route adds its own. */
function impliedErrors(access: Access | undefined, schema: Record<string, unknown>): ErrorStatus[] {
  const out: ErrorStatus[] = [];
  if (schema.params || schema.querystring || schema.body || schema.documentedBody) out.push(400);
  if (access && !('public' in access)) {
    out.push(401, 422);
    if (access.authority !== undefined || access.role !== undefined) out.push(403);
  }
  if (schema.params) out.push(404);
  // Every route reads the database: while it does not answer, 503 database_unavailable (decision 0013).
  out.push(500, 503);
  return out;
}

/** Every /api route's schema gets the errors its config implies, and public routes need no token. */
function completeRoute(route: RouteOptions) {
  if (!route.url.startsWith('/api/') || route.url.startsWith(DOCS_PREFIX)) return;
  const schema = (route.schema ?? {}) as Record<string, unknown> & { response?: Record<number, unknown> };
  const access = route.config?.access;
  route.schema = {
    ...schema,
    ...(access && 'public' in access ? { security: [] } : {}),
    response: { ...errorResponses(impliedErrors(access, schema)), ...schema.response },
  };
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type Transformed = { schema: Record<string, unknown>; url: string };

function toJson(input: TransformInput, zod: ZodType): unknown {
  const json = (jsonSchemaTransform({ ...input, schema: { body: zod } }) as Transformed).schema.body as Record<
    string,
    unknown
  >;
  // The provider's stand-in name for the converted schema can be left behind as its title.
  if (json.title === '__SCHEMA__PLACEHOLDER__') delete json.title;
  return json;
}

/** The zod provider's transform, plus documented bodies, binary answers and shared templates. */
function transform(input: TransformInput): Transformed {
  const { documentedBody, produces, ...schema } = (input.schema ?? {}) as Record<string, unknown> & {
    documentedBody?: Record<string, ZodType>;
    produces?: string[];
  };
  const out = jsonSchemaTransform({ ...input, schema }) as Transformed;
  if (documentedBody) {
    out.schema.body = {
      content: Object.fromEntries(
        Object.entries(documentedBody).map(([type, zod]) => [type, { schema: toJson(input, zod) }]),
      ),
    };
  }
  const response = out.schema.response as Record<string, { description?: string }> | undefined;
  if (produces && response?.[200]) {
    const binary = { type: 'string', format: 'binary' };
    // A route that answers JSON or a file by a query parameter (the reports) keeps its JSON record's schema.
    const json = response[200];
    response[200] = {
      description: json.description,
      content: Object.fromEntries(produces.map((t) => [t, { schema: t === 'application/json' ? json : binary }])),
    } as never;
  }
  const shared = SHARED_TEMPLATES[input.url];
  const params = out.schema.params as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  if (shared && params?.properties?.[shared.from]) {
    const { [shared.from]: param, ...rest } = params.properties;
    params.properties = { ...rest, [shared.to]: { ...(param as object), description: shared.description } };
    params.required = params.required?.map((r) => (r === shared.from ? shared.to : r));
    out.url = shared.url;
  }
  return out;
}

/** The zod provider lists every named schema twice (as input and output); keep those in use. */
function withoutUnusedSchemas(input: Parameters<typeof jsonSchemaTransformObject>[0]) {
  const doc = jsonSchemaTransformObject(input) as {
    paths?: unknown;
    components?: { schemas?: Record<string, unknown> };
  };
  const schemas = (doc.components?.schemas ?? {}) as Record<string, Record<string, unknown>>;
  // Each names itself in $id (and its dialect in $schema): noise in an OpenAPI document.
  for (const schema of Object.values(schemas)) {
    delete schema.$id;
    delete schema.$schema;
  }
  const used = JSON.stringify([doc.paths, schemas]);
  for (const name of Object.keys(schemas)) {
    if (!used.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  }
  return doc as never;
}

/**
 * The OpenAPI document of every /api route at /api/docs/json and its viewer at /api/docs, unless a
 * school turns them off (API_DOCS=off: both answer 404). Either way every route's schema lists the
 * errors it can answer, which the test suite checks responses against.
 */
export async function registerApiDocs(app: FastifyInstance, o: { enabled: boolean }) {
  app.addHook('onRoute', completeRoute);
  if (!o.enabled) return;
  await app.register(swagger, {
    openapi: {
      // 3.1: JSON Schema 2020-12, which is what zod writes (nullable fields as type lists).
      openapi: '3.1.0',
      info: {
        title: 'School Ops API',
        version: '0.1.0',
        description:
          'The staff API of School Ops. Sign in with POST /api/auth/login and send the token as `Authorization: Bearer <token>`. ' +
          'Errors are `{ statusCode, code, message, params }`; `message` is English and `code` is stable.',
      },
      servers: [{ url: '/', description: 'This server' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: transform as never,
    transformObject: withoutUnusedSchemas,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}

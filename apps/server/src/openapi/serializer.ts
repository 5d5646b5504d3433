import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { safeParse, type $ZodType } from 'zod/v4/core';

/**
 * Response schemas document the API; they never reshape an answer. A zod serializer would parse
 * every body through its schema (dropping fields a schema forgot, costing CPU on the hot lists),
 * so bodies go out as JSON.stringify makes them, exactly as before the schemas existed. Bodies a
 * service already serialised (the cached lists) pass by untouched, as Fastify does for strings.
 * With `check` (the test suite), a body that does not match its documented schema is an error,
 * so the document cannot drift from what the API sends (docs/decisions/0017-api-documentation.md).
 */
export function documentedSerializer(check: boolean): FastifySerializerCompiler<$ZodType> {
  return ({ schema, method, url, httpStatus }) =>
    (data) => {
      if (check) {
        const result = safeParse(schema, data);
        if (!result.success) {
          throw new Error(
            `${method} ${url} answered ${httpStatus} with a body its documented schema refuses: ${result.error.message}`,
          );
        }
      }
      return JSON.stringify(data);
    };
}

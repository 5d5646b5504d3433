import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.ts';

export const NUL_MESSAGE = 'text must not contain the NUL character (\\u0000)';

/** True when a string anywhere in a parsed request value holds U+0000. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => holdsNul(v, depth + 1));
  // Only parsed JSON and query objects: a multipart file part or a Buffer is not text.
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  for (const [k, v] of Object.entries(value)) if (k.includes('\u0000') || holdsNul(v, depth + 1)) return true;
  return false;
}

/**
 * PostgreSQL cannot store U+0000 in text or jsonb and answers such a value with an error, so it is
 * refused as bad input, before validation, wherever it appears in the path, query or body.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    if (holdsNul(req.params) || holdsNul(req.query) || holdsNul(req.body)) throw new HttpError(400, NUL_MESSAGE);
  });
}

import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.ts';

export const NUL_MESSAGE = 'text must not contain the NUL character (\\u0000)';

/** Only parsed JSON and query objects are walked: a multipart file part or a Buffer is not text. */
function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** True when a string anywhere in a parsed request value holds U+0000. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => holdsNul(v, depth + 1));
  if (!isPlainObject(value)) return false;
  for (const [k, v] of Object.entries(value)) if (k.includes('\u0000') || holdsNul(v, depth + 1)) return true;
  return false;
}

/** A high surrogate with no low one after it, or a low one with no high one before it (String#toWellFormed, ES2024). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The value with every lone UTF-16 surrogate (in strings and keys) replaced by U+FFFD; the same
 * value, untouched, when it had none (decision 0016).
 */
export function wellFormed<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return value.replace(LONE_SURROGATE, '\ufffd') as T;
  if (depth > 64 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const items = value.map((v: unknown) => wellFormed(v, depth + 1));
    return (items.some((v, i) => v !== value[i]) ? items : value) as T;
  }
  if (!isPlainObject(value)) return value;
  const entries = Object.entries(value);
  const repaired = entries.map(([k, v]) => [wellFormed(k), wellFormed(v, depth + 1)] as const);
  if (repaired.every(([k, v], i) => k === entries[i]![0] && v === entries[i]![1])) return value;
  // Built like JSON.parse builds: a "__proto__" key stays a plain own key.
  const copy = Object.create(Object.getPrototypeOf(value) as object | null) as Record<string, unknown>;
  for (const [k, v] of repaired)
    Object.defineProperty(copy, k, { value: v, enumerable: true, writable: true, configurable: true });
  return copy as T;
}

/**
 * The text rules every request passes, before validation, in its path, query and body:
 * - U+0000 is refused (400): PostgreSQL cannot store it in text or jsonb, and it is never typed.
 * - A lone surrogate becomes U+FFFD: jsonb cannot store it either, and this is what the UTF-8
 *   encoding of text columns, CSV files and multipart fields already does to it.
 * Text that reaches a handler another way (JSON inside a multipart field) goes through wellFormed.
 */
export function registerTextInputRules(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    if (holdsNul(req.params) || holdsNul(req.query) || holdsNul(req.body)) throw new HttpError(400, NUL_MESSAGE);
    req.params = wellFormed(req.params);
    req.query = wellFormed(req.query);
    req.body = wellFormed(req.body);
  });
}

import * as Sentry from '@sentry/node';
import { safeError } from './log-safety.ts';

/** Error reporting only when a DSN is configured; docs/product.md §9 asks for full trace sampling. */
export function initSentry(dsn: string | undefined, environment: string): ((err: unknown) => void) | undefined {
  if (!dsn) return undefined;
  Sentry.init({ dsn, environment, tracesSampleRate: 1.0, sendDefaultPii: false });
  // The report gets what a log line would: no statement values, no hashes (lib/log-safety.ts).
  return (err) => {
    const safe = safeError(err);
    Sentry.captureException(Object.assign(new Error(), safe, { name: String(safe.type) }));
  };
}

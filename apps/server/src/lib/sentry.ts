import * as Sentry from '@sentry/node';

/** Error reporting only when a DSN is configured; spec section 9 asks for full trace sampling. */
export function initSentry(dsn: string | undefined, environment: string): ((err: unknown) => void) | undefined {
  if (!dsn) return undefined;
  Sentry.init({ dsn, environment, tracesSampleRate: 1.0, sendDefaultPii: false });
  return (err) => Sentry.captureException(err);
}

/**
 * Error reporting only when a DSN is configured at build time (VITE_SENTRY_DSN), with full trace
 * sampling as docs/product.md §9 asks; the SDK is loaded lazily so it costs nothing otherwise.
 */
export function initSentry(): void {
  const dsn = import.meta.env.VITE_SENTRY_DSN as string | undefined;
  if (!dsn) return;
  void import('@sentry/react').then((Sentry) =>
    Sentry.init({ dsn, integrations: [Sentry.browserTracingIntegration()], tracesSampleRate: 1.0 }),
  );
}

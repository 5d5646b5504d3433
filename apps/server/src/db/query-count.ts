import { AsyncLocalStorage } from 'node:async_hooks';
import type { Server } from 'node:http';

/**
 * Counts the SQL statements each HTTP request runs, for the benchmark (bench/): with
 * QUERY_COUNT_HEADER=1 every response carries `x-query-count`. Off by default, and then nothing
 * here is installed, so it costs nothing.
 */
const current = new AsyncLocalStorage<{ queries: number }>();

export const queryCountEnabled = (env: NodeJS.ProcessEnv = process.env) => env.QUERY_COUNT_HEADER === '1';

/** A Drizzle logger: Drizzle calls it once per statement it sends, in the caller's async context. */
export const queryCountLogger = {
  logQuery() {
    const store = current.getStore();
    if (store) store.queries++;
  },
};

/**
 * Wraps the server's request listener (Fastify's handler) so each request runs in its own
 * counting context; the header is written when the response head goes out, after the handler's
 * queries. Done at the http level so no Fastify plugin encapsulation can hide a route from it.
 */
export function installQueryCountHeader(server: Server): void {
  const listeners = server.listeners('request') as ((req: unknown, res: unknown) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req, res) => {
    const store = { queries: 0 };
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      if (!res.headersSent) res.setHeader('x-query-count', String(store.queries));
      return writeHead.apply(this, args);
    } as typeof writeHead;
    current.run(store, () => {
      for (const listener of listeners) listener(req, res);
    });
  });
}

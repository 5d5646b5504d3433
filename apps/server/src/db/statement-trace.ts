import { AsyncLocalStorage } from 'node:async_hooks';

const tracer = new AsyncLocalStorage<(sql: string) => void>();

/**
 * Runs fn so that every statement Drizzle sends from it (in its async context) is also handed to onStatement:
 * how a test sees what a cached read's loader reads. Needs a database opened with a logger (countQueries or
 * followChanges); otherwise it sees nothing.
 */
export const traceStatements = <T>(onStatement: (sql: string) => void, fn: () => T): T => tracer.run(onStatement, fn);

/** Called by the Drizzle logger for each statement (db/client.ts); nothing is traced outside traceStatements. */
export function noteTracedStatement(sql: string): void {
  tracer.getStore()?.(sql);
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';
import { onFirstTouch } from '../../lib/first-touch.ts';

/**
 * A form's schema, loaded apart from its page (decision 0046): zod and the shared schemas are ~25 KB gzipped that
 * a page needs only to check what a person typed, never to paint. `load` is a dynamic import of the feature's
 * schemas module; the first call starts it, later calls share it, and a failed load (no connection) is tried again
 * next time.
 */
export interface LazySchema<T> {
  (): Promise<T>;
}

export function lazySchema<T>(load: () => Promise<T>): LazySchema<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
}

/** React Hook Form's zod resolver over a schema that loads on first use: a check waits for it only once. */
export function lazyZodResolver<TInput extends FieldValues, TData>(
  schema: LazySchema<z4.$ZodType<TData, TInput>>,
): Resolver<TInput, unknown, TData> {
  let resolver: Resolver<TInput, unknown, TData> | undefined;
  return async (values, context, options) => {
    resolver ??= zodResolver(await schema()) as Resolver<TInput, unknown, TData>;
    return resolver(values, context, options);
  };
}

/**
 * Loads the schemas at the person's first touch, key or focus on the page: a check (a tap on Save) then rarely waits
 * for them, and their evaluation (zod and the feature's schemas, one of a phone's long tasks) is not part of the
 * page's load, where a form's page spent it while nobody had typed anything (issue 23). A Save tapped before
 * anything else waits for them once.
 */
export function useSchemaSoon(...schemas: LazySchema<unknown>[]) {
  useEffect(
    () =>
      onFirstTouch(() => {
        for (const schema of schemas) schema().catch(() => undefined);
      }),
    // The schemas are module-level constants: once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
}

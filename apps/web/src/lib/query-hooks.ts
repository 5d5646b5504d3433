import {
  InfiniteQueryObserver,
  notifyManager,
  QueryObserver,
  useIsRestoring,
  useQueryClient,
  type DefaultError,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { startTransition, useEffect, useReducer, useState } from 'react';

/**
 * TanStack Query's hooks, re-rendering in a transition (decision 0042). Its own hooks subscribe through
 * useSyncExternalStore, whose updates React always renders synchronously: a list's data arriving rendered the
 * whole page as one task, hundreds of milliseconds on a phone (total blocking time). Here a change of a query's
 * result schedules a transition, which React renders in slices between which the browser can paint and answer
 * taps; what the component reads is still the observer's current result, computed in the render as TanStack's
 * own hooks do. Not supported (not used in this app): suspense, throwOnError, `subscribed: false`.
 */
function useObservedQuery<TResult>(
  options: object,
  Observer: new (client: QueryClient, options: never) => QueryObserver,
): TResult {
  const isRestoring = useIsRestoring();
  const client = useQueryClient();
  const defaulted = client.defaultQueryOptions(options as never);
  defaulted._optimisticResults = isRestoring ? 'isRestoring' : 'optimistic';
  const [observer] = useState(() => new Observer(client, defaulted as never));
  const result = observer.getOptimisticResult(defaulted as never);
  // What useSyncExternalStore would have read: a subscription finding it changed renders again.
  const seen = observer.getCurrentResult();
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    observer.setOptions(defaulted as never);
  }, [defaulted, observer]);

  useEffect(() => {
    if (isRestoring) return undefined;
    const changed = () => startTransition(rerender);
    const unsubscribe = observer.subscribe(notifyManager.batchCalls(changed));
    // A change between the render and this subscription has no notification of its own.
    observer.updateResult();
    if (observer.getCurrentResult() !== seen) changed();
    return unsubscribe;
    // `seen` is the render's, compared once when subscribing; a new result must not resubscribe.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [observer, isRestoring]);

  return (defaulted.notifyOnChangeProps ? result : observer.trackResult(result as never)) as TResult;
}

export function useQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  return useObservedQuery(options, QueryObserver);
}

export function useInfiniteQuery<
  TQueryFnData,
  TError = DefaultError,
  TData = InfiniteData<TQueryFnData>,
  TQueryKey extends QueryKey = QueryKey,
  TPageParam = unknown,
>(
  options: UseInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>,
): UseInfiniteQueryResult<TData, TError> {
  return useObservedQuery(options, InfiniteQueryObserver as never);
}

import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ErrorState, Loading } from './States'

/** Renders a query's data, or its loading state, or its error with a retry (cached data wins over a failed refresh). */
export function QueryView<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>
  what: string
  children: (data: T) => ReactNode
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>
  if (query.isError)
    return <ErrorState title={`Could not load ${what}`} error={query.error} onRetry={() => query.refetch()} />
  return <Loading what={what} />
}

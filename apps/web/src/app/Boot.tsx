import { QueryClient, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { ErrorState, Loading } from '../ui/States'
import { bootstrap } from './bootstrap'
import { Providers } from './Providers'
import { routes } from './routes'

/** Boots the app (config, chains, wallet config) with a clear error and retry when the gateway is unreachable. */
export function Boot({ queryClient }: { queryClient: QueryClient }) {
  // The boot query lives outside the app's QueryClient on purpose: it must not be persisted.
  const boot = useQuery(
    { queryKey: ['boot'], queryFn: () => bootstrap(queryClient, localStorage), gcTime: 0 },
    bootClient,
  )
  const router = useMemo(() => createBrowserRouter(routes), [])
  if (boot.data) {
    return (
      <Providers app={boot.data} queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    )
  }
  return (
    <main className="main boot">
      {boot.isError ? (
        <ErrorState title="Concord could not start" error={boot.error} onRetry={() => boot.refetch()} />
      ) : (
        <Loading what="Concord" />
      )}
    </main>
  )
}

const bootClient = new QueryClient({ defaultOptions: { queries: { retry: 0, refetchOnWindowFocus: false } } })

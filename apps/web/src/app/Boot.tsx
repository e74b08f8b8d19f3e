import { QueryClient, useQuery } from '@tanstack/react-query'
import { BrowserRouter } from 'react-router'
import { queryKeys } from '../query/keys'
import { ErrorState } from '../ui/States'
import { BootShell } from './BootShell'
import { bootstrap } from './bootstrap'
import { declarativeRoutes, preloadMatches, useRouteTable } from './declarativeRoutes'
import { Providers } from './Providers'
import { routes } from './routes'

/** Boots the app (config, chains, wallet config) with a clear error and retry when the gateway is unreachable. */
export function Boot({ queryClient }: { queryClient: QueryClient }) {
  // The boot query lives outside the app's QueryClient on purpose: it must not be persisted.
  const boot = useQuery(
    { queryKey: queryKeys.boot(), queryFn: () => bootstrap(queryClient, localStorage), gcTime: 0 },
    bootClient,
  )
  if (boot.data) {
    return (
      <Providers app={boot.data} queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    )
  }
  return boot.isError ? (
    <BootShell>
      <ErrorState title="Concord could not start" error={boot.error} onRetry={() => boot.refetch()} />
    </BootShell>
  ) : (
    <BootShell />
  )
}

const appRoutes = declarativeRoutes(routes)

/** Starts fetching the pages of `pathname` now, while the app boots (config, chains), rather than after. */
export function preloadPages(pathname: string): void {
  preloadMatches(appRoutes, pathname)
}

/** The route matching the location, its nested pages fetched together. */
function AppRoutes() {
  return useRouteTable(appRoutes)
}

const bootClient = new QueryClient({ defaultOptions: { queries: { retry: 0, refetchOnWindowFocus: false } } })

import type { RouteObject } from 'react-router'
import { balancesRoutes } from '../features/balances/routes'
import { createSafeRoutes } from '../features/create-safe/routes'
import { dashboardRoutes } from '../features/dashboard/routes'
import { newTxRoutes } from '../features/new-tx/routes'
import { nftsRoutes } from '../features/nfts/routes'
import { safeRoute } from '../features/safe/routes'
import { settingsRoutes } from '../features/settings/routes'
import { transactionsRoutes } from '../features/transactions/routes'
import { txFlowRoutes } from '../features/tx-flow/routes'
import { welcomeRoutes } from '../features/welcome/routes'
import { Layout } from './Layout'
import { NotFoundPage } from './NotFoundPage'

// Each feature's routes.ts lists its pages with a `lazy` import: every page is its own chunk, loaded on first match.

/** The app's routes: welcome, then every page of a Safe under `/{shortName}:{address}/…`. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...welcomeRoutes,
      ...createSafeRoutes,
      safeRoute([
        ...dashboardRoutes,
        ...balancesRoutes,
        ...nftsRoutes,
        ...transactionsRoutes,
        ...newTxRoutes,
        ...txFlowRoutes,
        ...settingsRoutes,
        { path: '*', element: <NotFoundPage /> },
      ]),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]

import type { RouteObject } from 'react-router'
import { lazyPage } from '../../ui/lazyPage'

/** A Safe's tokens, under the Safe's path. */
export const balancesRoutes: RouteObject[] = [
  { path: 'balances', lazy: lazyPage(() => import('./BalancesPage'), 'BalancesPage') },
]

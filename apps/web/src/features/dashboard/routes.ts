import type { RouteObject } from 'react-router'
import { lazyPage } from '../../ui/lazyPage'

/** A Safe's home, under the Safe's path. */
export const dashboardRoutes: RouteObject[] = [
  { path: 'home', lazy: lazyPage(() => import('./DashboardPage'), 'DashboardPage') },
]

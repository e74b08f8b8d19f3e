import type { RouteObject } from 'react-router'
import { lazyPage } from '../../ui/lazyPage'

/** Creating a Safe, at `/new-safe`. */
export const createSafeRoutes: RouteObject[] = [
  { path: 'new-safe', lazy: lazyPage(() => import('./CreateSafePage'), 'CreateSafePage') },
]

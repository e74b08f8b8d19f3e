import type { RouteObject } from 'react-router'
import { lazyPage } from '../../ui/lazyPage'

/** The review screen every flow ends in, under the Safe's path. */
export const txFlowRoutes: RouteObject[] = [
  { path: 'transactions/review', lazy: lazyPage(() => import('./ReviewPage'), 'ReviewPage') },
]

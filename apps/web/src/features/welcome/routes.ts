import type { RouteObject } from 'react-router'
import { lazyPage } from '../../ui/lazyPage'

/** The start page, at `/`. */
export const welcomeRoutes: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('./WelcomePage'), 'WelcomePage') },
]

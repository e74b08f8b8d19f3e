import type { RouteObject } from 'react-router'
import { lazyPage } from '../../ui/lazyPage'

/** A Safe's settings, under the Safe's path. */
export const settingsRoutes: RouteObject[] = [
  { path: 'settings', lazy: lazyPage(() => import('./SettingsPage'), 'SettingsPage') },
]

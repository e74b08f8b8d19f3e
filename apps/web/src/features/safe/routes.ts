import type { RouteObject } from 'react-router'
import { lazyPage } from '../../ui/lazyPage'

/**
 * `/{shortName}:{address}`: the Safe's frame (summary, navigation, batch) around `pages`, the pages of that Safe the
 * other features contribute; the bare Safe path opens its home.
 */
export function safeRoute(pages: RouteObject[]): RouteObject {
  return {
    path: ':safe',
    lazy: lazyPage(() => import('./SafeLayout'), 'SafeLayout'),
    children: [{ index: true, lazy: lazyPage(() => import('./RedirectHome'), 'RedirectHome') }, ...pages],
  }
}

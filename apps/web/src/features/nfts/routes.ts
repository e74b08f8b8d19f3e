import type { RouteObject } from 'react-router'
import { lazyPage } from '../../ui/lazyPage'

/** A Safe's NFTs, under the Safe's path. */
export const nftsRoutes: RouteObject[] = [
  { path: 'balances/nfts', lazy: lazyPage(() => import('./NftsPage'), 'NftsPage') },
]

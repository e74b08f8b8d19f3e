import type { RouteObject } from 'react-router'
import { lazyPage } from '../../ui/lazyPage'

/** The new-transaction flows (tokens, NFT, contract) and the raw transaction, under the Safe's path. */
export const newTxRoutes: RouteObject[] = [
  { path: 'transactions/new/*', lazy: lazyPage(() => import('./NewTxPage'), 'NewTxPage') },
  { path: 'transactions/raw', lazy: lazyPage(() => import('./RawTxPage'), 'RawTxPage') },
]

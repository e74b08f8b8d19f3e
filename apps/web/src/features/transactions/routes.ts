import type { RouteObject } from 'react-router'
import { lazyPage } from '../../ui/lazyPage'

/** A Safe's queue, history and transaction details, under the Safe's path. */
export const transactionsRoutes: RouteObject[] = [
  { path: 'transactions/queue', lazy: lazyPage(() => import('./QueuePage'), 'QueuePage') },
  { path: 'transactions/history', lazy: lazyPage(() => import('./HistoryPage'), 'HistoryPage') },
  { path: 'transactions/tx', lazy: lazyPage(() => import('./details/TxDetailsPage'), 'TxDetailsPage') },
]

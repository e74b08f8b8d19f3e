import type { RouteObject } from 'react-router'
import { Layout } from './Layout'
import { NotFoundPage } from './NotFoundPage'

// Each page is its own chunk: `lazy` resolves the module when the route first matches. A feature's pages
// (`*Page.tsx`, the Safe's `SafeLayout.tsx`) are the only feature files the shell reaches other than index.ts.
const page =
  <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T) =>
  async () => ({ Component: (await load())[name] as React.ComponentType })

/** The app's routes: welcome, then every page of a Safe under `/{shortName}:{address}/…`. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, lazy: page(() => import('../features/welcome/WelcomePage'), 'WelcomePage') },
      {
        path: 'address-book',
        lazy: page(() => import('../features/address-book/AddressBookRedirectPage'), 'AddressBookRedirectPage'),
      },
      { path: 'new-safe', lazy: page(() => import('../features/create-safe/CreateSafePage'), 'CreateSafePage') },
      {
        path: ':safe',
        lazy: page(() => {
          // The Safe's event stream's code comes with its layout rather than after the first paint: the stream then opens
          // while the page's first answers are on their way, and they need no refetch once it is open (safeEventStream
          // refetches what arrived before it was opened). A failure here only leaves the stream to load later.
          import('../query/safeEventStream').catch(() => undefined)
          return import('../features/safe/SafeLayout')
        }, 'SafeLayout'),
        children: [
          { index: true, lazy: page(() => import('../features/safe/RedirectHomePage'), 'RedirectHomePage') },
          { path: 'home', lazy: page(() => import('../features/dashboard/DashboardPage'), 'DashboardPage') },
          { path: 'balances', lazy: page(() => import('../features/balances/BalancesPage'), 'BalancesPage') },
          { path: 'balances/nfts', lazy: page(() => import('../features/nfts/NftsPage'), 'NftsPage') },
          {
            path: 'balances/approvals',
            lazy: page(() => import('../features/approvals/ApprovalsPage'), 'ApprovalsPage'),
          },
          { path: 'transactions/queue', lazy: page(() => import('../features/transactions/QueuePage'), 'QueuePage') },
          {
            path: 'transactions/history',
            lazy: page(() => import('../features/transactions/HistoryPage'), 'HistoryPage'),
          },
          {
            path: 'transactions/messages',
            lazy: page(() => import('../features/messages/MessagesPage'), 'MessagesPage'),
          },
          {
            path: 'transactions/msg',
            lazy: page(() => import('../features/messages/MessageDetailsPage'), 'MessageDetailsPage'),
          },
          {
            path: 'transactions/tx',
            lazy: page(() => import('../features/transactions/details/TxDetailsPage'), 'TxDetailsPage'),
          },
          {
            path: 'transactions/new/*',
            lazy: page(() => import('../features/new-tx/NewTxPage'), 'NewTxPage'),
          },
          { path: 'transactions/raw', lazy: page(() => import('../features/new-tx/raw/RawTxPage'), 'RawTxPage') },
          {
            path: 'transactions/offline',
            lazy: page(() => import('../features/offline/OfflineTxPage'), 'OfflineTxPage'),
          },
          {
            path: 'transactions/review',
            lazy: page(() => import('../tx/review/ReviewPage'), 'ReviewPage'),
          },
          {
            path: 'nested-safes',
            lazy: page(() => import('../features/nested-safes/NestedSafesPage'), 'NestedSafesPage'),
          },
          { path: 'apps', lazy: page(() => import('../features/apps/AppsPage'), 'AppsPage') },
          { path: 'apps/open', lazy: page(() => import('../features/apps/OpenAppPage'), 'OpenAppPage') },
          {
            path: 'walletconnect',
            lazy: page(() => import('../features/walletconnect/WalletConnectPage'), 'WalletConnectPage'),
          },
          {
            path: 'address-book',
            lazy: page(() => import('../features/address-book/AddressBookPage'), 'AddressBookPage'),
          },
          { path: 'settings', lazy: page(() => import('../features/settings/SettingsPage'), 'SettingsPage') },
          { path: 'settings/:tab', lazy: page(() => import('../features/settings/SettingsPage'), 'SettingsPage') },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]

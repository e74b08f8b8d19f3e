// The embedded-app bridge's test pages and the harness that opens them: used by apps-host's tests and bench/bridge.
export { PAGES, type PagesServer, startPagesServer } from './bridge-pages-server.js'
export type { AppPageApi } from './pages/app-page.js'
export {
  ADDRESS_BOOK,
  balancesIn,
  CHAIN_INFO,
  KNOWN_SAFE_TX_HASH,
  SAFE_ADDRESS,
  SAFE_INFO,
  SIGNED_SAFE_MESSAGE,
} from './pages/fixtures.js'
export type { HostPageApi } from './pages/host-page.js'
export type { RefHostApi } from './pages/ref-host-page.js'
export type { SpoofPageApi } from './pages/spoof-page.js'
export type { WagmiAppApi } from './pages/wagmi-app-page.js'
export {
  inApp,
  inHost,
  inRefHost,
  type OpenWallet,
  openWallet,
  settle,
  startInApp,
  value,
  type WalletOptions,
  waitForUserRequests,
} from './wallet.js'

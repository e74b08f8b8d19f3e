export type { WalletConnectRelayStats } from './relay-state.js'
export {
  startWalletConnectRelay,
  type WalletConnectRelay,
  type WalletConnectRelayOptions,
} from './start-walletconnect-relay.js'

import type { Config } from 'wagmi'
import type { RuntimeConfig } from '../config/runtimeConfig'

let loading: Promise<void> | undefined

/**
 * Adds WalletConnect (QR) and the SDK-backed wallets to the wagmi config the first time the connect dialog opens:
 * their code (and the SDKs they pull in) stays out of the first paint.
 */
export function loadMoreWallets(wagmi: Config, config: RuntimeConfig): Promise<void> {
  if (!config.walletConnectProjectId) return Promise.resolve()
  loading ??= import('./moreWallets').then(({ moreWalletConnectors }) => {
    const known = new Set(wagmi.connectors.map((c) => c.id))
    const added = moreWalletConnectors(config)
      .map((fn) => wagmi._internal.connectors.setup(fn))
      .filter((connector) => !known.has(connector.id))
    wagmi._internal.connectors.setState((current) => [...current, ...added])
  })
  return loading
}

import { connectorsForWallets } from '@rainbow-me/rainbowkit'
import { coinbaseWallet, metaMaskWallet, rainbowWallet, walletConnectWallet } from '@rainbow-me/rainbowkit/wallets'
import type { RuntimeConfig } from '../config/runtimeConfig'

/**
 * The wallets loaded on demand: they need a WalletConnect project id and bring their own SDKs. WalletConnect (an
 * owner's phone wallet scanning the QR) uses the gateway's relay when it names one (wagmi's walletConnect connector
 * hands `relayUrl` to WalletConnect's EthereumProvider).
 */
export function moreWalletConnectors(config: RuntimeConfig) {
  return connectorsForWallets(
    [{ groupName: 'Popular', wallets: [metaMaskWallet, rainbowWallet, coinbaseWallet, walletConnectWallet] }],
    {
      appName: config.appName,
      projectId: config.walletConnectProjectId,
      ...(config.walletConnectRelayUrl ? { walletConnectParameters: { relayUrl: config.walletConnectRelayUrl } } : {}),
    },
  )
}

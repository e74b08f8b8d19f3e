import { connectorsForWallets } from '@rainbow-me/rainbowkit'
import { coinbaseWallet, metaMaskWallet, rainbowWallet, walletConnectWallet } from '@rainbow-me/rainbowkit/wallets'
import type { RuntimeConfig } from '../config/runtimeConfig'

/** The wallets loaded on demand: they need a WalletConnect project id and bring their own SDKs. */
export function moreWalletConnectors(config: RuntimeConfig) {
  return connectorsForWallets(
    [{ groupName: 'Popular', wallets: [metaMaskWallet, rainbowWallet, coinbaseWallet, walletConnectWallet] }],
    { appName: config.appName, projectId: config.walletConnectProjectId },
  )
}

import { connectorsForWallets, type Wallet, type WalletDetailsParams, type WalletList } from '@rainbow-me/rainbowkit'
import { injectedWallet } from '@rainbow-me/rainbowkit/wallets'
import type { Config } from 'wagmi'
import { devWalletOptions, type WalletSetup } from '../../connection/wagmiConfig'
import { devWallet } from './devWalletWallet'

type WalletDetails = WalletDetailsParams['rkDetails']

/** RainbowKit's entries for the first-paint connectors: the dev wallet (dev chain only) and the browser wallet. */
export function firstPaintWallets(setup: WalletSetup): WalletList {
  const dev = devWalletOptions(setup)
  return [{ groupName: 'Installed', wallets: [...(dev ? [devWallet(dev)] : []), injectedWallet] }]
}

/**
 * Gives the first-paint connectors (plain wagmi ones, built before RainbowKit loaded) the details RainbowKit's connect
 * dialog lists them by: name, icon, group. The connectors stay the same objects, so a connection made or restored
 * before the wallet island arrived is kept. Runs once, when the island loads.
 */
export function attachWalletDetails(wagmi: Config, setup: WalletSetup): void {
  const details = new Map<string, WalletDetails>()
  // RainbowKit computes each wallet's details while building its connectors: keep them, not the connectors.
  const capture =
    (createWallet: WalletList[number]['wallets'][number]) =>
    (params: Parameters<typeof createWallet>[0]): Wallet => {
      const wallet = createWallet(params)
      return {
        ...wallet,
        createConnector: (walletDetails) => {
          details.set(walletDetails.rkDetails.id, walletDetails.rkDetails)
          return wallet.createConnector(walletDetails)
        },
      }
    }
  const wallets = firstPaintWallets(setup).map((group) => ({ ...group, wallets: group.wallets.map(capture) }))
  connectorsForWallets(wallets, {
    appName: setup.config.appName,
    projectId: setup.config.walletConnectProjectId || 'unset',
  })
  let changed = false
  for (const connector of wagmi.connectors) {
    const found = details.get(connector.id)
    if (found && !('rkDetails' in connector)) {
      Object.assign(connector, { rkDetails: found })
      changed = true
    }
  }
  // A new list tells wagmi's subscribers (RainbowKit's wallet list among them) to read the connectors again.
  if (changed) wagmi._internal.connectors.setState((current) => [...current])
}

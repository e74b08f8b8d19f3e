import { connectorsForWallets, type WalletList } from '@rainbow-me/rainbowkit'
import { injectedWallet } from '@rainbow-me/rainbowkit/wallets'
import type { Chain, Transport } from 'viem'
import { createConfig, createStorage, http } from 'wagmi'
import type { RuntimeConfig } from '../../config/runtimeConfig'
import { WebAppError } from '../../errors'
import { devWallet } from './devWallet/devWalletWallet'

/** Everything needed to build the wagmi config: the chains from the gateway and the run-time config. */
export type WalletSetup = { chains: Chain[]; config: RuntimeConfig; storage?: Storage | undefined }

/** The wallets shown before the connect dialog first opens: browser extensions and, on the dev chain, the dev wallet. */
export function firstPaintWallets(setup: WalletSetup): WalletList {
  const devChain = setup.chains.find((chain) => chain.id === setup.config.devChainId)
  const devRpc = devChain?.rpcUrls.default.http[0]
  const local =
    devChain && devRpc ? [devWallet({ rpcUrl: devRpc, chainId: devChain.id, store: devAccountStore(setup) })] : []
  return [{ groupName: 'Installed', wallets: [...local, injectedWallet] }]
}

/** The wagmi config: every gateway chain over HTTP, EIP-6963 discovery on, state kept in localStorage. */
export function createWagmiConfig(setup: WalletSetup) {
  const [first, ...rest] = setup.chains
  if (!first) throw new WebAppError('CHAINS_UNAVAILABLE', 'The gateway lists no chains. Add a chain to its config.')
  const transports: Record<number, Transport> = {}
  for (const chain of setup.chains) transports[chain.id] = http()
  const connectors = connectorsForWallets(firstPaintWallets(setup), {
    appName: setup.config.appName,
    projectId: setup.config.walletConnectProjectId || 'unset',
  })
  return createConfig({
    chains: [first, ...rest],
    transports,
    connectors,
    multiInjectedProviderDiscovery: true,
    ssr: false,
    storage: createStorage({ key: 'concord.wagmi', storage: setup.storage }),
  })
}

/** Remembers which dev account the user picked, across reloads. */
function devAccountStore(setup: WalletSetup) {
  const key = 'concord.devWallet.account'
  return {
    get: () => setup.storage?.getItem(key) ?? null,
    set: (value: string) => setup.storage?.setItem(key, value),
  }
}

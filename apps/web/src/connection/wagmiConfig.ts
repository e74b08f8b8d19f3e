import type { Chain, Transport } from 'viem'
import { type CreateConnectorFn, createConfig, createStorage, injected } from 'wagmi'
import type { RuntimeConfig } from '../config/runtimeConfig'
import { WebAppError } from '../errors'
import { devWalletConnector } from './devWallet/devWalletConnector'
import type { DevWalletProviderOptions } from './devWallet/devWalletProvider'
import { lazyHttp } from './lazyHttpTransport'

/** Everything needed to build the wagmi config: the chains from the gateway and the run-time config. */
export type WalletSetup = { chains: Chain[]; config: RuntimeConfig; storage?: Storage | undefined }

/** The dev wallet's options when the gateway serves the dev chain; undefined elsewhere (no dev wallet then). */
export function devWalletOptions(setup: WalletSetup): DevWalletProviderOptions | undefined {
  const devChain = setup.chains.find((chain) => chain.id === setup.config.devChainId)
  const rpcUrl = devChain?.rpcUrls.default.http[0]
  if (!devChain || !rpcUrl) return undefined
  return { rpcUrl, chainId: devChain.id, store: devAccountStore(setup) }
}

/**
 * The connectors present from the first paint, plain wagmi ones (RainbowKit is not loaded yet): the dev wallet on the
 * dev chain, and the browser's injected wallet. The wallet island gives them their RainbowKit details (name, icon,
 * group) when it loads; EIP-6963 wallets are added by wagmi's discovery.
 */
export function firstPaintConnectors(setup: WalletSetup): CreateConnectorFn[] {
  const dev = devWalletOptions(setup)
  return [...(dev ? [devWalletConnector(dev)] : []), injected()]
}

/** The wagmi config: every gateway chain over HTTP, EIP-6963 discovery on, state kept in localStorage. */
export function createWagmiConfig(setup: WalletSetup) {
  const [first, ...rest] = setup.chains
  if (!first) throw new WebAppError('CHAINS_UNAVAILABLE', 'The gateway lists no chains. Add a chain to its config.')
  const transports: Record<number, Transport> = {}
  for (const chain of setup.chains) transports[chain.id] = lazyHttp()
  return createConfig({
    chains: [first, ...rest],
    transports,
    connectors: firstPaintConnectors(setup),
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

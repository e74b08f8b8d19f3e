import { type ChainInfo, createGatewayClient } from '@concord/gateway-client'
import type { QueryClient } from '@tanstack/react-query'
import { chainToViem } from '../chains/chainToViem'
import { loadRuntimeConfig } from '../config/loadRuntimeConfig'
import { isPageGateway, readInlineBoot } from '../config/readInlineBoot'
import { defaultRuntimeConfig, parseRuntimeConfig } from '../config/runtimeConfig'
import { deferredWagmiConfig, wasWalletConnected } from '../connection/deferredWagmiConfig'
import { loadMoreWallets } from '../connection/loadMoreWallets'
import { errorMessage, WebAppError } from '../errors'
import { createGatewayApi, type GatewayApi } from '../gateway/gatewayApi'
import { chainsQuery } from '../query/gatewayQueries'
import type { AppServices } from '../services/appServices'
import { fetchInOwnTask } from '../services/fetchInOwnTask'
import { nextTask } from '../services/nextTask'

/**
 * Reads the config and the chains the gateway inlined into the page, else loads `/config.json`, then the chains (from
 * the gateway, else from the cache); builds the wallet config.
 */
export async function bootstrap(queryClient: QueryClient, storage: Storage): Promise<AppServices> {
  const inline = readInlineBoot(document)
  const defaults = defaultRuntimeConfig({ VITE_GATEWAY_URL: import.meta.env.VITE_GATEWAY_URL })
  const config =
    inline?.config === undefined
      ? await loadRuntimeConfig(fetch, defaults)
      : parseRuntimeConfig(inline.config, defaults)
  // One client for data and sign-in: cookies are included so the SIWE session reaches the gateway.
  const client = createGatewayClient({
    baseUrl: config.gatewayUrl || window.location.origin,
    credentials: 'include',
    fetch: fetchInOwnTask,
  })
  const gateway = createGatewayApi(client)
  const inlineChains = isPageGateway(config.gatewayUrl, window.location.origin) ? inline?.chains : undefined
  if (inlineChains) queryClient.setQueryData(chainsQuery(gateway).queryKey, inlineChains)
  const chains = inlineChains ?? (await fetchChainsOrCache(queryClient, gateway))
  const viemChains = chains.map(chainToViem)
  const [first, ...rest] = viemChains
  if (!first) throw new WebAppError('CHAINS_UNAVAILABLE', 'The gateway lists no chains. Add a chain to its config.')
  // The wallet config's code loads after the first paint: a Safe's pages paint from the gateway alone. With no wallet
  // to reconnect it loads only when the user reaches for a wallet button: reading a Safe needs no wallet, and building
  // the config (its store, connectors, EIP-6963 discovery) was a long task of its own on a phone.
  const wagmiConfig = deferredWagmiConfig([first, ...rest], wasWalletConnected(storage), async () => {
    const { createWagmiConfig } = await import('../connection/wagmiConfig')
    // Building the config (its store, connectors, storage) in the task that evaluated wagmi's code made one long task.
    await nextTask()
    const wagmi = createWagmiConfig({ chains: viemChains, config, storage })
    // A wallet connected through WalletConnect last time needs its connector before wagmi reconnects.
    const recent = storage.getItem('concord.wagmi.recentConnectorId')
    if (recent && !wagmi.connectors.some((c) => JSON.stringify(c.id) === recent)) {
      await loadMoreWallets(wagmi, config).catch(() => undefined)
    }
    return wagmi
  })
  return { config, gateway, gatewayClient: client, chains, wagmiConfig }
}

/** Chains from the gateway; when it is unreachable, the last list seen (persisted cache) keeps the app usable. */
async function fetchChainsOrCache(queryClient: QueryClient, gateway: GatewayApi): Promise<ChainInfo[]> {
  const options = chainsQuery(gateway)
  try {
    return await queryClient.fetchQuery({ ...options, staleTime: 0 })
  } catch (cause) {
    const cached = queryClient.getQueryData<ChainInfo[]>(options.queryKey)
    if (cached?.length) return cached
    throw new WebAppError(
      'CHAINS_UNAVAILABLE',
      `The networks could not be loaded from the gateway. ${errorMessage(cause)}`,
      { cause },
    )
  }
}

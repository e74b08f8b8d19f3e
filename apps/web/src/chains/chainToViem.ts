import { type Chain, defineChain } from 'viem'

/** The fields of a gateway chain (`GET /v1/chains`) the web app needs to talk to it through wagmi. */
export type GatewayChainLike = {
  chainId: string
  chainName: string
  shortName: string
  isTestnet: boolean
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUri: { authentication: string; value: string }
  publicRpcUri: { authentication: string; value: string }
  blockExplorerUriTemplate: { address: string; txHash: string }
}

/** A viem chain built from the gateway's chain entry, so a chain added to the gateway needs no web change. */
export function chainToViem(chain: GatewayChainLike): Chain {
  const rpcUrl = pickRpcUrl(chain)
  const explorer = explorerBaseUrl(chain.blockExplorerUriTemplate.address)
  return defineChain({
    id: Number(chain.chainId),
    name: chain.chainName,
    nativeCurrency: {
      name: chain.nativeCurrency.name,
      symbol: chain.nativeCurrency.symbol,
      decimals: chain.nativeCurrency.decimals,
    },
    rpcUrls: { default: { http: rpcUrl ? [rpcUrl] : [] } },
    ...(explorer ? { blockExplorers: { default: { name: `${chain.chainName} explorer`, url: explorer } } } : {}),
    testnet: chain.isTestnet,
  })
}

/** The public RPC when it needs no key, else the main one when it needs no key; key-path URLs are unusable here. */
function pickRpcUrl(chain: GatewayChainLike): string | undefined {
  const candidates = [chain.publicRpcUri, chain.rpcUri]
  const usable = candidates.find((uri) => uri.value && uri.authentication !== 'API_KEY_PATH')
  return usable?.value ?? candidates.find((uri) => uri.value)?.value
}

/** The explorer's origin (plus any base path) from an address template such as `https://x.io/address/{{address}}`. */
export function explorerBaseUrl(addressTemplate: string): string | undefined {
  // A local chain's placeholder template ("{{address}}") is no URL: told apart before parsing, as an exception thrown
  // and caught on every call costs a phone's main thread more than the parse.
  if (!/^https?:\/\//i.test(addressTemplate)) return undefined
  try {
    const url = new URL(addressTemplate.replace('{{address}}', '0x'))
    const path = url.pathname.replace(/\/address\/0x$/, '').replace(/\/$/, '')
    return `${url.origin}${path}`
  } catch {
    return undefined
  }
}

/** Fills an explorer template (`{{address}}` or `{{txHash}}`); undefined when the chain has no explorer. */
export function explorerLink(template: string, values: { address?: string; txHash?: string }): string | undefined {
  if (!template) return undefined
  let link = template
  if (values.address) link = link.replaceAll('{{address}}', values.address)
  if (values.txHash) link = link.replaceAll('{{txHash}}', values.txHash)
  // Local chains have placeholder templates ("{{address}}"): only a filled absolute http(s) URL is a link.
  return !link.includes('{{') && /^https?:\/\//.test(link) ? link : undefined
}

import type { EIP1193RequestFn, Transport } from 'viem'

type LoadedTransport = ReturnType<Transport>

/**
 * viem's HTTP transport, its code fetched with the first RPC request rather than with the page. The wagmi config is
 * built at boot, but a Safe's pages read the chain only later (ENS names, offline mode) or when a wallet acts; viem's
 * transport, request builder and RPC errors (about 10 KB gzip) stay out of the first paint that way. The config
 * fields are viem's defaults for `http()`, so clients see the same transport; each request goes through the real
 * transport (its retries, timeout and batching).
 */
export function lazyHttp(): Transport {
  return (params) => {
    let loaded: Promise<LoadedTransport> | undefined
    const load = () => {
      loaded ??= import('./httpTransport').then(({ http }) => http()(params))
      return loaded
    }
    const request = (async (args, options) => (await load()).request(args, options)) as EIP1193RequestFn
    return {
      config: {
        key: 'http',
        name: 'HTTP JSON-RPC',
        request,
        retryCount: params.retryCount ?? 3,
        retryDelay: 150,
        timeout: params.timeout ?? 10_000,
        type: 'http',
      },
      request,
      value: { url: params.chain?.rpcUrls.default.http[0] },
    }
  }
}
